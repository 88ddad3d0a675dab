import { stickyHeaderGap } from "./site-layout.css.ts";

const stickyBarAttribute = "data-sticky-bar";

/** Spread on the header's sticky bar: the element whose height the page's scroll padding follows. */
export const stickyBarMark = { [stickyBarAttribute]: "" };

/**
 * Keeps the page's scroll padding equal to the sticky bar's current height plus a gap, so focus or
 * an in-page target never lands under it (WCAG 2.4.11), however tall the bar grows: a phone at the
 * largest text size wraps it to three times its usual height. Set on <html> itself rather than
 * through an inherited custom property, whose change would restyle every element of the page.
 * Plain DOM, started by the browser entry: the header island itself hydrates only when the visitor
 * reaches for it. Returns a function that stops it.
 */
export function keepScrollPaddingBelowStickyBar(page: Document): () => void {
  const bar = page.querySelector(`[${stickyBarAttribute}]`);
  if (!bar) return () => {};
  const root = page.documentElement;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(bar.getBoundingClientRect().height);
    root.style.scrollPaddingTop = `calc(${height}px + ${stickyHeaderGap})`;
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty("scroll-padding-top");
  };
}
