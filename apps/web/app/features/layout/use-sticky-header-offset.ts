import { type RefObject, useEffect } from "react";
import { stickyHeaderHeightProperty } from "./site-layout.css.ts";

/**
 * Keeps a custom property on <html> equal to the sticky bar's current height, so the page's scroll
 * padding never lets focus or an in-page target land under it (WCAG 2.4.11), however tall the bar
 * grows: a phone at the largest text size wraps it to three times its usual height.
 */
export function useStickyHeaderOffset(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(
        stickyHeaderHeightProperty,
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      );
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(stickyHeaderHeightProperty);
    };
  }, [bar]);
}
