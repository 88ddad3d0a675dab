/**
 * Chromium scrolls a newly focused element into view only when part of it is outside the viewport,
 * ignoring the page's scroll padding: a field already on screen, but under the floating controls at
 * the bottom (or the sticky header at the top), stays covered (WCAG 2.4.11), as a tall textarea did
 * on a phone at the largest text size. On each focus this scrolls the page by the least amount that
 * brings the element inside the band the scroll padding leaves, if it fits there. Instant, so it
 * moves no more than the browser's own focus scroll would.
 *
 * An element inside a fixed or sticky box (a dialog, the header bar, the practice aside, a floating
 * control) does not move when the page scrolls, so scrolling for it would only shift the page behind
 * it. Chromium does so all the same, before the focus event, when such an element lies in the scroll
 * padding: Shift+Tab into the sticky header bar jumped the page up by some 360 px. For such an element
 * the page goes back to where it was before that scroll, unless that would leave the element outside
 * the viewport; both before the next frame is drawn. Where it was is read at the last scroll event,
 * key press or focus leaving an element, whichever came last: all come before the browser's scroll,
 * and a scroll event arrives only at the next frame, too late after a scroll made by a script.
 * Returns a function that stops it.
 */
export function keepFocusInsideScrollPadding(page: Document): () => void {
  const view = page.defaultView;
  if (!view) return () => {};
  let seen = { left: view.scrollX, top: view.scrollY };
  const remember = () => {
    seen = { left: view.scrollX, top: view.scrollY };
  };
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof view.Element) || event.target === page.body) return;
    if (pinned(event.target, view)) return undoFocusScroll(view, event.target, seen);
    const padding = view.getComputedStyle(page.documentElement);
    const top = Number.parseFloat(padding.scrollPaddingTop) || 0;
    const bottom = view.innerHeight - (Number.parseFloat(padding.scrollPaddingBottom) || 0);
    const box = event.target.getBoundingClientRect();
    const by = scrollNeeded(box, top, bottom);
    if (by !== 0) view.scrollBy({ top: by, behavior: "instant" });
  };
  const remembering = ["scroll", "keydown", "focusout"] as const;
  for (const type of remembering) page.addEventListener(type, remember, { capture: true, passive: true });
  page.addEventListener("focusin", onFocus);
  return () => {
    for (const type of remembering) page.removeEventListener(type, remember, { capture: true });
    page.removeEventListener("focusin", onFocus);
  };
}

/** Whether the element or an ancestor is positioned `fixed` or `sticky`. */
function pinned(element: Element, view: Window): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const { position } = view.getComputedStyle(node);
    if (position === "fixed" || position === "sticky") return true;
  }
  return false;
}

/** Scrolls back to `from`, or stays where the browser scrolled if `element` is in view only there. */
function undoFocusScroll(view: Window, element: Element, from: ScrollToOptions) {
  const to = { left: view.scrollX, top: view.scrollY };
  if (to.left === from.left && to.top === from.top) return;
  view.scrollTo({ ...from, behavior: "instant" });
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > view.innerHeight) view.scrollTo({ ...to, behavior: "instant" });
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
