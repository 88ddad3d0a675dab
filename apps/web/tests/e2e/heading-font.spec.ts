import { headingFaces } from "@firm/ui/tokens";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

/**
 * Headings are drawn in the self-hosted Source Serif 4, on a machine that has no copy
 * of it. Chromium says which installed or web font it really used for the heading's letters.
 */
for (const path of ["/", "/es/services/dog-bite-victims"]) {
  test(`${path}: the heading is drawn in ${headingFaces.web}, loaded from the site`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    await page.evaluate(() => document.fonts.ready);
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => `${face.family} ${face.status}`),
    );
    expect(faces).toContain(`${headingFaces.web} loaded`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.map((font) => font.familyName)).toEqual([headingFaces.web]);
  });
}
