import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";

/** WCAG 2.4.1: the first Tab reaches a visible "skip to main content" link, which moves focus to the page's main content. */
for (const { path, name } of [
  { path: "/", name: siteHeader.en.skipToContent },
  { path: "/es/contact", name: siteHeader.es.skipToContent },
  { path: "/ops/sign-in", name: opsConsole.en.skipToContent },
]) {
  test(`${path}: the first Tab shows the skip link, and it moves focus to the main content`, async ({
    page,
  }) => {
    await dismissRelocationNotice(page);
    await page.goto(path);
    const skip = page.getByRole("link", { name });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(skip).not.toBeInViewport();
  });
}
