import AxeBuilder from "@axe-core/playwright";
import { locales } from "@firm/content/locale";
import { contrastModes, defaultAdaSettings } from "@firm/ui/ada-settings";
import type { Page } from "@playwright/test";
import { localizedPath } from "../../app/lib/locale.ts";
import { sitePaths } from "../../app/lib/site-paths.ts";
import { expect, hydrated, settled, test } from "./fixtures.ts";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The rules whose outcome depends on the page's colours, the only thing a contrast mode changes. */
const colourRules = ["color-contrast", "link-in-text-block"];

async function failures(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** Switches the contrast mode the way the panel does (the root attribute) and waits for colour transitions. */
async function switchContrast(page: Page, mode: string) {
  await page.evaluate((value) => document.documentElement.setAttribute("data-contrast", value), mode);
  await settled(page);
}

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
      // Three axe analyses after the entrance animations: 10-17 s on a quiet machine, up to 66 s
      // seen on the home page beside a CPU-bound process (2026-11-26), past the default 60 s.
      test.slow();
      await page.goto(url);
      await hydrated(page);
      await settled(page);
      const found: Record<string, string[]> = {};
      found[defaultAdaSettings.contrast] = await failures(new AxeBuilder({ page }).withTags(wcagTags));
      for (const mode of contrastModes.filter((mode) => mode !== defaultAdaSettings.contrast)) {
        await switchContrast(page, mode);
        found[mode] = await failures(new AxeBuilder({ page }).withRules(colourRules));
      }
      expect(found).toEqual(Object.fromEntries(contrastModes.map((mode) => [mode, []])));
    });
  }
}
