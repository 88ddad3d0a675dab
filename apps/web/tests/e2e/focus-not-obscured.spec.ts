import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { languageToggle } from "@firm/content/dictionaries/language-toggle";
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

/** Marks the floating controls: the accessibility button and the language toggle. */
async function markFloatingControls(page: Page, path: string) {
  const locale = localeFromPath(path);
  const controls = [
    page.getByRole("button", { name: accessibilityPanel[locale].openButton }),
    page.getByRole("link", { name: languageToggle[locale].label }),
  ];
  for (const control of controls) {
    await control.evaluate((element) => element.setAttribute("data-floating-control", ""));
  }
}

/**
 * The focused element, and whether the sticky header or a floating control covers part of it: their
 * boxes overlap and, in the middle of the overlap, the cover is what is painted on top (so a skip link
 * drawn above the header, or a control inside it, does not count).
 */
function inspectFocus() {
  const covers = [...document.querySelectorAll("[data-sticky-header], [data-floating-control]")];
  const focused = document.activeElement;
  if (covers.length === 0 || !focused || focused === document.body) return { stop: "body", covered: null };
  focused.setAttribute(
    "data-focus-stop",
    focused.getAttribute("data-focus-stop") ?? Math.random().toString(36).slice(2),
  );
  const stop = focused.getAttribute("data-focus-stop") ?? "";
  const box = focused.getBoundingClientRect();
  for (const cover of covers) {
    if (cover.contains(focused)) continue;
    const coverBox = cover.getBoundingClientRect();
    const top = Math.max(box.top, coverBox.top);
    const bottom = Math.min(box.bottom, coverBox.bottom);
    const left = Math.max(box.left, coverBox.left);
    const right = Math.min(box.right, coverBox.right);
    if (bottom <= top || right <= left) continue;
    const painted = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (!painted || !cover.contains(painted)) continue;
    const label = "labels" in focused ? (focused.labels as NodeListOf<HTMLLabelElement>)[0] : undefined;
    const name = focused.getAttribute("aria-label") ?? (label ?? focused).textContent?.trim().slice(0, 60);
    const what = cover.hasAttribute("data-sticky-header") ? "header" : `"${cover.textContent?.trim()}"`;
    return {
      stop,
      covered: `<${focused.tagName.toLowerCase()}> "${name}" at y=${Math.round(box.top)}–${Math.round(box.bottom)}, ${what} y=${Math.round(coverBox.top)}–${Math.round(coverBox.bottom)}`,
    };
  }
  return { stop, covered: null };
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
 * and a phone viewport, neither the sticky header bar nor a floating control covers any part of the
 * focused element.
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
      test(`neither the sticky header nor a floating control covers the focused element on ${path}`, async ({
        page,
        visit,
      }) => {
        test.setTimeout(90_000);
        await visit(path);
        await expect(page.locator("html")).toHaveCSS("font-size", `${(16 * fontSize) / 100}px`);
        await settled(page);
        await markStickyHeader(page, path);
        await markFloatingControls(page, path);
        const forwards = await tabThroughPage(page, "Tab");
        const backwards = await tabThroughPage(page, "Shift+Tab");
        expect(forwards.stops, "the page has enough focus stops to scroll").toBeGreaterThan(10);
        expect(forwards.covered).toEqual([]);
        expect(backwards.covered).toEqual([]);
      });
    }
  });
}

/*
 * Chromium scrolls the page for a focused element in the sticky header bar when it lies in the scroll
 * padding, by some 360 px, though the bar does not move: Shift+Tab back into the bar leaves the page
 * where it was (focus-clearance.ts).
 */
test("focus moving back into the sticky header bar leaves the page where it was", async ({ page, visit }) => {
  const copy = siteHeader.en;
  await visit("/services/wrongful-death");
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  // A person's next step comes frames later, once the page has had its scroll event.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const navigation = page.getByRole("navigation", { name: copy.mainNavLabel });
  await navigation.getByRole("link", { name: copy.nav.contact, exact: true }).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(navigation.getByRole("link", { name: copy.nav.services, exact: true })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);
});
