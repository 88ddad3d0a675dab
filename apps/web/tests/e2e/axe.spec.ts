import { locales } from "@firm/content/locale";
import { localizedPath } from "../../app/lib/locale.ts";
import { sitePaths } from "../../app/lib/site-paths.ts";
import { expectAccessible, violationsPerContrastMode } from "./axe.ts";
import { expect, hydrated, settled, test } from "./fixtures.ts";

/**
 * WCAG 2.2 A/AA rules on every page in both languages, then the colour rules again in every other
 * contrast mode of the accessibility panel. One test per page, so each has a normal timeout however
 * busy the machine is; the panel's own tests check that it sets the attribute switched here.
 */
// Each page's test stands alone: the two workers share them, not only whole files.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("relocationNoticeDismissed", "true"));
});

for (const locale of locales) {
  for (const path of [...sitePaths, "/no-such-page"]) {
    const url = localizedPath(path, locale);
    test(`${url} has no violations in any contrast mode`, async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      await settled(page);
      await expectAccessible(page);
    });
  }
}

test("the check reports what it finds: an image with no text, and grey text on grey in every mode", async ({
  page,
}) => {
  await page.goto("/privacy");
  await hydrated(page);
  await page.evaluate(() => {
    const main = document.querySelector("main");
    main?.insertAdjacentHTML(
      "afterbegin",
      '<img id="no-alt" src="/favicon.svg"><p id="grey" style="color:#777;background:#888">Grey</p>',
    );
  });
  expect(await violationsPerContrastMode(page)).toEqual({
    normal: ["color-contrast (#grey)", "image-alt (#no-alt)"],
    high: ["color-contrast (#grey)"],
    inverted: ["color-contrast (#grey)"],
  });
});
