import { type RefObject, useEffect } from "react";
import { stickyHeaderGap } from "./site-layout.css.ts";

/**
 * Keeps the page's scroll padding equal to the sticky bar's current height plus a gap, so focus or
 * an in-page target never lands under it (WCAG 2.4.11), however tall the bar grows: a phone at the
 * largest text size wraps it to three times its usual height. Set on <html> itself rather than
 * through an inherited custom property, whose change would restyle every element of the page.
 */
export function useStickyHeaderOffset(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      root.style.scrollPaddingTop = `calc(${height}px + ${stickyHeaderGap})`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-top");
    };
  }, [bar]);
}
