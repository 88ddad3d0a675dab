import { contrastModes, defaultAdaSettings } from "@firm/ui/ada-settings";
import type { Page } from "@playwright/test";
import axe from "axe-core";
import { expect, settled } from "./fixtures.ts";

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The rules whose outcome depends on the page's colours, the only thing a contrast mode changes. */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe-core's violations in the page as it is now, each with the elements it found. axe is injected
 * once per document and run in it: @axe-core/playwright injected it again and opened
 * a blank page for every analysis, three to four times the cost of the analysis itself.
 */
async function violations(page: Page, runOnly: axe.RunOnly): Promise<string[]> {
  // axe runs in this document only; a frame would need its own copy (@axe-core/playwright does that).
  expect(
    page.frames().map((frame) => frame.url()),
    "frames on the page (axe checks the top document)",
  ).toHaveLength(1);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (only) => {
    const results = await (window.axe as typeof axe).run(document, {
      runOnly: only,
      resultTypes: ["violations"],
    });
    return results.violations.map(
      (violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  }, runOnly);
}

/** Switches the contrast mode the way the panel does (the root attribute) and waits for colour transitions. */
async function switchContrast(page: Page, mode: string) {
  await page.evaluate((value) => document.documentElement.setAttribute("data-contrast", value), mode);
  await settled(page);
}

/**
 * WCAG 2.2 A/AA violations in the default contrast mode, then the colour rules' in every other mode of
 * the accessibility panel, per mode (an empty list each when the page passes). Leaves the page in the
 * default mode.
 */
export async function violationsPerContrastMode(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  found[defaultAdaSettings.contrast] = await violations(page, { type: "tag", values: wcagTags });
  for (const mode of contrastModes.filter((mode) => mode !== defaultAdaSettings.contrast)) {
    await switchContrast(page, mode);
    found[mode] = await violations(page, { type: "rule", values: colourRules });
  }
  await switchContrast(page, defaultAdaSettings.contrast);
  return found;
}

/** No WCAG 2.2 AA violation axe can find, in any contrast mode. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await violationsPerContrastMode(page)).toEqual(
    Object.fromEntries(contrastModes.map((mode) => [mode, []])),
  );
}
