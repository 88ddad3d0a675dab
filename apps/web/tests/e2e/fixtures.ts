import { test as base, expect, type Page } from "@playwright/test";

/**
 * Pages open with the relocation notice already dismissed (it has its own tests) and fail on any
 * console error or uncaught exception, unless a test expects one.
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

export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Waits until entrance transitions (e.g. the hero text fading in) have finished. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

export async function dismissRelocationNotice(page: Page) {
  await page.addInitScript(() => localStorage.setItem("relocationNoticeDismissed", "true"));
}

/** Sums layout shifts from the first paint on (what CLS counts), readable as `window.layoutShift`. */
export async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        record.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift recorded since `recordLayoutShift`. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

export { expect };
