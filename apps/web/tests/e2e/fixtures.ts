import { test as base, expect, type Page } from "@playwright/test";

/**
 * `visit` opens a page and waits for it to hydrate; `consoleErrors` collects console errors and
 * uncaught exceptions. A spec that reads the page behind the relocation notice dismisses it first
 * with `dismissRelocationNotice` (the notice has its own tests).
 */
export const test = base.extend<{ consoleErrors: string[]; visit: (path: string) => Promise<void> }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await use(errors);
  },
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await hydrated(page);
    });
  },
});

/**
 * Waits for <html data-hydrated>: 30 s by default, as two workers on a busy 2-core machine were seen
 * to take over 10 s; `timeout` for a test that opens many pages in a row.
 */
export async function hydrated(page: Page, timeout = 30_000) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout });
}

/**
 * Waits until the elements' entrance animations and colour transitions (e.g. the hero text fading
 * in, or a contrast mode's colours) have finished: all of the page's, or only those inside `within`
 * (a selector). A pseudo-element's animation is decoration, not content (the attention button's
 * ring pulses for 4 s), and one that repeats for ever never ends: neither is waited for.
 */
export async function settled(page: Page, within?: string) {
  await page.waitForFunction((scope) => {
    const container = scope ? document.querySelector(scope) : null;
    return document.getAnimations().every((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const target = effect?.target;
      return (
        animation.playState !== "running" ||
        Boolean(effect?.pseudoElement) ||
        effect?.getTiming().iterations === Number.POSITIVE_INFINITY ||
        (container !== null && !(target instanceof Node && container.contains(target)))
      );
    });
  }, within);
}

export async function dismissRelocationNotice(page: Page) {
  await page.addInitScript(() => localStorage.setItem("relocationNoticeDismissed", "true"));
}

/** A layout shift as `layoutShifts` reports it: its score, when (ms from the time origin) and what moved. */
export type RecordedShift = { value: number; at: number; moved: string[] };

/**
 * Records every layout shift from the first paint on, with the elements that moved and their boxes
 * before and after, readable with `layoutShifts`. Unlike CLS, it keeps shifts that follow an input.
 */
export async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts: RecordedShift[] = [];
    (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts = shifts;
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
    const name = (node?: Node | null) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()} class="${node.getAttribute("class") ?? ""}">`
        : (node?.nodeName ?? "a removed node");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(
            (source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts recorded since `recordLayoutShift` (none: an empty list, which a failure prints in full). */
export function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts);
}

export { expect };
