import { siteHeader } from "@firm/content/dictionaries/site-header";
import { firm } from "@firm/content/firm";
import { locales } from "@firm/content/locale";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";

const copy = siteHeader.en;

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("marks the current page, and What We Do on every practice page", async ({ page, visit }) => {
    const nav = page.getByRole("navigation", { name: copy.mainNavLabel });
    await visit("/about");
    await expect(nav.getByRole("link", { name: copy.nav.about, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: copy.nav.home, exact: true })).not.toHaveAttribute(
      "aria-current",
    );
    await visit("/services/elder-abuse");
    await expect(nav.getByRole("link", { name: copy.nav.services, exact: true })).toHaveAttribute(
      "aria-current",
      /true|page/,
    );
  });

  test("hovering What We Do opens the list of 16 practice areas and leaving closes it", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: copy.mainNavLabel });
    const dogBite = nav.getByRole("link", { name: copy.practiceAreaNames["dog-bite-victims"] });
    await expect(dogBite).toBeHidden();
    await nav.getByRole("link", { name: copy.nav.services, exact: true }).hover();
    await expect(dogBite).toBeVisible();
    for (const name of Object.values(copy.practiceAreaNames)) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(dogBite).toBeHidden();
  });

  test("the practice-area list also opens from the keyboard", async ({ page, visit }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: copy.mainNavLabel });
    await nav.getByRole("button", { name: copy.showPracticeAreas }).focus();
    await page.keyboard.press("Enter");
    const elderAbuse = nav.getByRole("link", { name: copy.practiceAreaNames["elder-abuse"] });
    await expect(elderAbuse).toBeVisible();
    await elderAbuse.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services/elder-abuse");
  });

  test("Get Consultation leads to the consultation page", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("link", { name: copy.consultationButton }).first().click();
    await expect(page).toHaveURL("/consultation");
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, expands the practice areas, and closes when a link is chosen", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: copy.mainNavLabel });
    const wrongfulDeath = nav.getByRole("link", {
      name: copy.practiceAreaNames["wrongful-death"],
      exact: true,
    });
    await nav.getByRole("button", { name: copy.openMenu }).click();
    await nav.getByRole("button", { name: copy.showPracticeAreas }).click();
    await wrongfulDeath.click();
    await expect(page).toHaveURL("/services/wrongful-death");
    await expect(nav.getByRole("button", { name: copy.openMenu })).toBeVisible();
    await expect(wrongfulDeath).toBeHidden();
  });
});

test.describe("phone header, 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const locale of locales) {
    test(`the firm's name wraps clear of the tagline under it (${locale})`, async ({ page, visit }) => {
      await visit(locale === "en" ? "/" : "/es");
      await page.evaluate(() => document.fonts.ready);
      const banner = page.getByRole("banner");
      const name = await banner.getByText(firm.name, { exact: true }).boundingBox();
      const tagline = await banner.getByText(siteHeader[locale].tagline, { exact: true }).boundingBox();
      const gap = name && tagline ? Math.round(tagline.y - (name.y + name.height)) : null;
      expect(gap, "pixels from the name's last line down to the tagline").toBeGreaterThanOrEqual(0);
    });
  }
});
