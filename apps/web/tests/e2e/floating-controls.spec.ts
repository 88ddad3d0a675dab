import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { languageToggle } from "@firm/content/dictionaries/language-toggle";
import { type Locale, locales } from "@firm/content/locale";
import type { Page } from "@playwright/test";
import { localizedPath } from "../../app/lib/locale.ts";
import { sitePaths } from "../../app/lib/site-paths.ts";
import { dismissRelocationNotice, expect, hydrated, settled, test } from "./fixtures.ts";

/** Phones 360–430 px wide, in their usual portrait sizes. */
const phones = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
] as const;

/** Marks the two floating controls, found by role and name: the accessibility button and the language toggle. */
async function markControls(page: Page, locale: Locale) {
  const controls = [
    page.getByRole("button", { name: accessibilityPanel[locale].openButton }),
    page.getByRole("link", { name: languageToggle[locale].label }),
  ];
  for (const control of controls) {
    await control.evaluate((element) => element.setAttribute("data-floating-control", ""));
  }
}

/**
 * At first view: every link, button or field of <main> that a floating control overlaps, with the
 * share of its box under the control. Then marks the first of them that reaches down to the controls'
 * top edge (`data-tab-to`), which focus must scroll into view, and the element focus comes from on the
 * way there (`data-tab-from`), or none when the whole content is above the controls.
 */
function inspectFirstView() {
  const controls = [...document.querySelectorAll("[data-floating-control]")].map((control) => ({
    name: control.textContent?.trim(),
    box: control.getBoundingClientRect(),
  }));
  const interactive =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const tabbable = [...document.querySelectorAll<HTMLElement>(interactive)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest("[inert]") &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
  );
  const main = document.querySelector("main");
  const content = tabbable.filter((element) => main?.contains(element));
  const covered: string[] = [];
  for (const element of content) {
    const box = element.getBoundingClientRect();
    for (const control of controls) {
      const width = Math.min(box.right, control.box.right) - Math.max(box.left, control.box.left);
      const height = Math.min(box.bottom, control.box.bottom) - Math.max(box.top, control.box.top);
      if (width <= 0 || height <= 0) continue;
      const share = Math.round((100 * width * height) / (box.width * box.height));
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 50);
      covered.push(
        `<${element.tagName.toLowerCase()}> "${name}" ${share}% under "${control.name}" (y=${Math.round(box.top)}–${Math.round(box.bottom)})`,
      );
    }
  }
  const controlsTop = Math.min(...controls.map((control) => control.box.top));
  const target = content.find((element) => element.getBoundingClientRect().bottom > controlsTop);
  const from = target ? tabbable[tabbable.indexOf(target) - 1] : undefined;
  target?.setAttribute("data-tab-to", "");
  from?.setAttribute("data-tab-from", "");
  return { covered, tabTarget: Boolean(target && from) };
}

/**
 * The focused element, if a floating control covers part of it: their boxes overlap and the control is
 * what is painted in the middle of the overlap.
 */
function focusUnderControl() {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return "focus went nowhere";
  const box = focused.getBoundingClientRect();
  const name = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 50);
  const where = `<${focused.tagName.toLowerCase()}> "${name}" (y=${Math.round(box.top)}–${Math.round(box.bottom)})`;
  for (const control of document.querySelectorAll("[data-floating-control]")) {
    const area = control.getBoundingClientRect();
    const top = Math.max(box.top, area.top);
    const bottom = Math.min(box.bottom, area.bottom);
    const left = Math.max(box.left, area.left);
    const right = Math.min(box.right, area.right);
    if (bottom <= top || right <= left) continue;
    const painted = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (painted && control.contains(painted)) return `${where} under "${control.textContent?.trim()}"`;
  }
  return focused.hasAttribute("data-tab-to") ? null : `Tab went to ${where}, not the next content element`;
}

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

/*
 * On a phone, the floating controls (accessibility button bottom-left, language toggle
 * bottom-right) cover none of a page's links, buttons or fields at first view, and keyboard focus
 * scrolls content clear of them (WCAG 2.4.11). One page per phone size and language visits every page.
 */
for (const viewport of phones) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    for (const locale of locales) {
      test(`no ${locale} page's content is under the floating controls, at first view or tabbed to`, async ({
        page,
      }) => {
        const paths = [...sitePaths, "/no-such-page"];
        // Each page takes a second or two; hydrating one can take ten on a busy 2-core machine.
        test.setTimeout(60_000 + paths.length * 15_000);
        const problems: string[] = [];
        let tabbed = 0;
        for (const path of paths) {
          const url = localizedPath(path, locale);
          await page.goto(url);
          await hydrated(page);
          await markControls(page, locale);
          await settled(page, "main");
          const firstView = await page.evaluate(inspectFirstView);
          problems.push(...firstView.covered.map((problem) => `${url} at first view: ${problem}`));
          if (!firstView.tabTarget) continue;
          await page.locator("[data-tab-from]").evaluate((element) => {
            (element as HTMLElement).focus({ preventScroll: true });
          });
          await page.keyboard.press("Tab");
          const covered = await page.evaluate(focusUnderControl);
          if (covered) problems.push(`${url} tabbed to: ${covered}`);
          tabbed++;
        }
        expect(tabbed, "pages whose content reaches down to the controls").toBeGreaterThan(10);
        expect(problems).toEqual([]);
      });
    }
  });
}
