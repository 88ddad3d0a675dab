import { siteHeader } from "@firm/content/dictionaries/site-header";
import { fontSizeLimits } from "@firm/ui/ada-settings";
import type { Page } from "@playwright/test";
import { localeFromPath } from "../../app/lib/locale.ts";
import { dismissRelocationNotice, expect, settled, test } from "./fixtures.ts";

/** Marks the sticky bar that holds the main navigation (found by its role and name). */
async function markStickyHeader(page: Page, path: string) {
  const navigation = page.getByRole("navigation", { name: siteHeader[localeFromPath(path)].mainNavLabel });
  await navigation.evaluate((nav) => {
    let bar: Element | null = nav;
    while (bar && getComputedStyle(bar).position !== "sticky") bar = bar.parentElement;
    if (!bar) throw new Error("the main navigation has no sticky ancestor");
    bar.setAttribute("data-sticky-header", "");
  });
}

/**
 * The focused element, and whether the sticky header covers part of it: their boxes overlap and, in
 * the middle of the overlap, the header is what is painted on top (so a skip link drawn above the
 * header, or a control inside it, does not count).
 */
function inspectFocus() {
  const bar = document.querySelector("[data-sticky-header]");
  const focused = document.activeElement;
  if (!bar || !focused || focused === document.body) return { stop: "body", covered: null };
  focused.setAttribute(
    "data-focus-stop",
    focused.getAttribute("data-focus-stop") ?? Math.random().toString(36).slice(2),
  );
  const stop = focused.getAttribute("data-focus-stop") ?? "";
  if (bar.contains(focused)) return { stop, covered: null };
  const box = focused.getBoundingClientRect();
  const barBox = bar.getBoundingClientRect();
  const top = Math.max(box.top, barBox.top);
  const bottom = Math.min(box.bottom, barBox.bottom);
  const left = Math.max(box.left, barBox.left);
  const right = Math.min(box.right, barBox.right);
  if (bottom <= top || right <= left) return { stop, covered: null };
  const painted = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  if (!painted || !bar.contains(painted)) return { stop, covered: null };
  const label = "labels" in focused ? (focused.labels as NodeListOf<HTMLLabelElement>)[0] : undefined;
  const name = focused.getAttribute("aria-label") ?? (label ?? focused).textContent?.trim().slice(0, 60);
  return {
    stop,
    covered: `<${focused.tagName.toLowerCase()}> "${name}" at y=${Math.round(box.top)}–${Math.round(box.bottom)}, header y=${Math.round(barBox.top)}–${Math.round(barBox.bottom)}`,
  };
}

/** Presses the key until focus comes back round to where it started; lists every covered stop. */
async function tabThroughPage(page: Page, key: "Tab" | "Shift+Tab") {
  const covered: string[] = [];
  let first: string | undefined;
  for (let stops = 0; stops < 400; stops++) {
    await page.keyboard.press(key);
    const focus = await page.evaluate(inspectFocus);
    if (first === undefined) first = focus.stop;
    else if (focus.stop === first) return { stops, covered };
    if (focus.covered) covered.push(focus.covered);
  }
  throw new Error(`focus did not come round after 400 presses of ${key}`);
}

/*
 * WCAG 2.4.11 (Focus Not Obscured): tabbing forwards and backwards through long pages on a desktop
 * and a phone viewport, the sticky header bar never covers any part of the focused element.
 */
const setups = [
  { name: "desktop viewport", viewport: { width: 1280, height: 800 }, fontSize: fontSizeLimits.default },
  { name: "phone viewport", viewport: { width: 390, height: 664 }, fontSize: fontSizeLimits.default },
  // The accessibility panel's largest text size makes the header taller too.
  {
    name: "phone viewport at 150% text",
    viewport: { width: 390, height: 664 },
    fontSize: fontSizeLimits.max,
  },
] as const;

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

for (const { name, viewport, fontSize } of setups) {
  test.describe(name, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (size) => localStorage.setItem("ada-settings", JSON.stringify({ fontSize: size })),
        fontSize,
      );
    });

    for (const path of ["/", "/services/wrongful-death", "/es/consultation"]) {
      test(`the sticky header never covers the focused element on ${path}`, async ({ page, visit }) => {
        test.setTimeout(90_000);
        await visit(path);
        await expect(page.locator("html")).toHaveCSS("font-size", `${(16 * fontSize) / 100}px`);
        await settled(page);
        await markStickyHeader(page, path);
        const forwards = await tabThroughPage(page, "Tab");
        const backwards = await tabThroughPage(page, "Shift+Tab");
        expect(forwards.stops, "the page has enough focus stops to scroll").toBeGreaterThan(10);
        expect(forwards.covered).toEqual([]);
        expect(backwards.covered).toEqual([]);
      });
    }
  });
}
