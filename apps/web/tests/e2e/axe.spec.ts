import { locales } from "@firm/content/locale";
import { localizedPath } from "../../app/lib/locale.ts";
import { sitePaths } from "../../app/lib/site-paths.ts";
import { violationsPerContrastMode } from "./axe.ts";
import { expect, hydrated, settled, test } from "./fixtures.ts";

/**
 * WCAG 2.2 A/AA rules on every page in both languages, then the colour rules again in every other
 * contrast mode of the accessibility panel; the panel's own tests check that it sets the attribute
 * switched here. A few pages per test, one after another in one browser page: a new browser context
 * for each page cost about as much as checking it. Each test's timeout grows with its
 * pages, and a failure lists every page and rule it found.
 */
// The groups stand alone: the two workers share them, not only whole files.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("relocationNoticeDismissed", "true"));
});

const pagesPerTest = 6;
const urls = locales.flatMap((locale) =>
  [...sitePaths, "/no-such-page"].map((path) => localizedPath(path, locale)),
);

for (let first = 0; first < urls.length; first += pagesPerTest) {
  const group = urls.slice(first, first + pagesPerTest);
  test(`${group.join(", ")}: no violations in any contrast mode`, async ({ page }) => {
    test.setTimeout(30_000 + group.length * 30_000);
    const found: Record<string, Record<string, string[]>> = {};
    for (const url of group) {
      await page.goto(url);
      await hydrated(page);
      await settled(page);
      const violations = await violationsPerContrastMode(page);
      if (Object.values(violations).some((list) => list.length > 0)) found[url] = violations;
    }
    expect(found, "violations per page and contrast mode").toEqual({});
  });
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
