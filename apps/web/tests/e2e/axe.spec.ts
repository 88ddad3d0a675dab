import AxeBuilder from "@axe-core/playwright";
import { locales } from "@firm/content/locale";
import { contrastModes } from "@firm/ui/ada-settings";
import { localizedPath } from "../../app/lib/locale.ts";
import { sitePaths } from "../../app/lib/site-paths.ts";
import { expect, hydrated, settled, test } from "./fixtures.ts";

/**
 * WCAG 2.2 A/AA rules on every page, in both languages and every contrast mode of the panel: one
 * test per page, so each has a normal timeout however busy the machine is.
 */
for (const contrast of contrastModes) {
  test.describe(`axe in ${contrast} contrast`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => {
        localStorage.setItem("relocationNoticeDismissed", "true");
        localStorage.setItem("ada-settings", JSON.stringify({ contrast: mode }));
      }, contrast);
    });

    for (const locale of locales) {
      for (const path of [...sitePaths, "/no-such-page"]) {
        const url = localizedPath(path, locale);
        test(`${url} has no violations`, async ({ page }) => {
          await page.goto(url);
          await hydrated(page);
          await expect(page.locator("html")).toHaveAttribute("data-contrast", contrast);
          await settled(page);
          const { violations } = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
            .analyze();
          const failures = violations.map(
            (violation) =>
              `${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
          );
          expect(failures).toEqual([]);
        });
      }
    }
  });
}
