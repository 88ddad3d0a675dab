import AxeBuilder from "@axe-core/playwright";
import { locales } from "@firm/content/locale";
import { contrastModes } from "@firm/ui/ada-settings";
import { localizedPath } from "../../app/lib/locale.ts";
import { sitePaths } from "../../app/lib/site-paths.ts";
import { expect, hydrated, settled, test } from "./fixtures.ts";

/** WCAG 2.2 A/AA rules on every page, in both languages and every contrast mode of the panel. */
for (const contrast of contrastModes) {
  for (const locale of locales) {
    test(`axe: every ${locale} page in ${contrast} contrast has no violations`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript((mode) => {
        localStorage.setItem("relocationNoticeDismissed", "true");
        localStorage.setItem("ada-settings", JSON.stringify({ contrast: mode }));
      }, contrast);
      const failures: string[] = [];
      for (const path of [...sitePaths, "/no-such-page"]) {
        await page.goto(localizedPath(path, locale));
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("data-contrast", contrast);
        await settled(page);
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        for (const violation of violations) {
          failures.push(
            `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }
}
