/**
 * Chromium scrolls a newly focused element into view only when part of it is outside the viewport,
 * ignoring the page's scroll padding: a field already on screen, but under the floating controls at
 * the bottom (or the sticky header at the top), stays covered (WCAG 2.4.11), as a tall textarea did
 * on a phone at the largest text size. On each focus this scrolls the page by the least amount that
 * brings the element inside the band the scroll padding leaves, if it fits there. Instant, so it
 * moves no more than the browser's own focus scroll would. Returns a function that stops it.
 */
export function keepFocusInsideScrollPadding(page: Document): () => void {
  const view = page.defaultView;
  if (!view) return () => {};
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof view.Element) || event.target === page.body) return;
    const padding = view.getComputedStyle(page.documentElement);
    const top = Number.parseFloat(padding.scrollPaddingTop) || 0;
    const bottom = view.innerHeight - (Number.parseFloat(padding.scrollPaddingBottom) || 0);
    const box = event.target.getBoundingClientRect();
    const by = scrollNeeded(box, top, bottom);
    if (by !== 0) view.scrollBy({ top: by, behavior: "instant" });
  };
  page.addEventListener("focusin", onFocus);
  return () => page.removeEventListener("focusin", onFocus);
}

/**
 * How far to scroll (positive: down) so that `box` lies between `top` and `bottom` (viewport
 * coordinates); 0 when it already does, or when it is taller than that band and already fills it.
 */
export function scrollNeeded(box: { top: number; bottom: number }, top: number, bottom: number): number {
  if (box.bottom - box.top > bottom - top) return 0;
  if (box.bottom > bottom) return Math.ceil(box.bottom - bottom);
  if (box.top < top) return Math.floor(box.top - top);
  return 0;
}
