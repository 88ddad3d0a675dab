/**
 * When an island hydrates (decision 0043). `load`: as soon as its module has loaded. `interaction`:
 * at the visitor's first input anywhere on the page (a pointer or touch down, a key, the wheel, a
 * scroll), or when they reach for the island itself (pointer over it, focus inside it), whichever is
 * first; React replays that first event once the island has hydrated, a click or key at once.
 * `visible`: when the visitor reaches for it or it comes within a screen's height of the viewport.
 */
export const islandStarts = ["load", "visible", "interaction"] as const;
export type IslandStart = (typeof islandStarts)[number];

export const isIslandStart = (value: unknown): value is IslandStart =>
  islandStarts.some((start) => start === value);

/** An island's progress, as its host's `data-island-state`. */
export type IslandState = "waiting" | "hydrating" | "hydrated";

/** The events that show a visitor reaching for an island, before any of its handlers could run. */
const reachEvents = [
  "pointerover",
  "pointerdown",
  "mousedown",
  "touchstart",
  "focusin",
  "keydown",
  "click",
] as const;

/** A visitor's first input anywhere on the page: an `interaction` island hydrates then. */
const inputEvents = ["pointerdown", "touchstart", "keydown", "wheel", "scroll"] as const;

/** Nearer than this to the viewport, a `visible` island hydrates (one screen ahead of a scroll). */
export const visibleMargin = "100% 0px";

/**
 * Calls `start` once, when the island in `host` should hydrate. The listeners sit on the document's
 * capture phase, so `start` runs before the event reaches the island's host, where React, once
 * `start` has called hydrateRoot, receives it. Returns a function that stops waiting.
 */
export function whenIslandWanted(host: HTMLElement, start: IslandStart, begin: () => void): () => void {
  if (start === "load") {
    begin();
    return () => {};
  }
  const stops: (() => void)[] = [];
  const stop = () => {
    for (const undo of stops.splice(0)) undo();
  };
  let begun = false;
  const wanted = () => {
    stop();
    if (begun) return;
    begun = true;
    begin();
  };
  const onReach = (event: Event) => {
    if (event.target instanceof Node && host.contains(event.target)) wanted();
  };
  // Reached for before this script ran: focus or the pointer is already inside it.
  if (host.contains(document.activeElement) || host.querySelector(":hover")) {
    begin();
    return () => {};
  }
  for (const type of reachEvents) {
    document.addEventListener(type, onReach, { capture: true, passive: true });
    stops.push(() => document.removeEventListener(type, onReach, { capture: true }));
  }
  if (start === "interaction") {
    for (const type of inputEvents) {
      document.addEventListener(type, wanted, { capture: true, passive: true });
      stops.push(() => document.removeEventListener(type, wanted, { capture: true }));
    }
  }
  if (start === "visible") {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wanted();
      },
      { rootMargin: visibleMargin },
    );
    // The host takes no box of its own (display: contents): its children are what can be seen.
    for (const child of host.children) observer.observe(child);
    stops.push(() => observer.disconnect());
  }
  return stop;
}
