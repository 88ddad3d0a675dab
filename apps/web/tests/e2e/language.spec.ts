import { languageToggle } from "@firm/content/dictionaries/language-toggle";
import { dismissRelocationNotice, expect, hydrated, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test("the toggle shows the other language's code and moves to the same page in it", async ({
  page,
  visit,
}) => {
  await visit("/services/dog-bite-victims");
  const toSpanish = page.getByRole("link", { name: languageToggle.en.label });
  await expect(toSpanish).toHaveText(/ES/);
  await toSpanish.click();
  await expect(page).toHaveURL("/es/services/dog-bite-victims");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await page.evaluate(() => localStorage.getItem("site-language"))).toBe("es");

  const toEnglish = page.getByRole("link", { name: languageToggle.es.label });
  await expect(toEnglish).toHaveText(/EN/);
  await toEnglish.click();
  await expect(page).toHaveURL("/services/dog-bite-victims");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => localStorage.getItem("site-language"))).toBe("en");
});

test("a visitor who chose Spanish, landing on an English page, gets the Spanish page first", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("site-language", "es"));
  await page.goto("/about");
  await hydrated(page);
  await expect(page).toHaveURL("/es/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("English is the default language", async ({ page, visit }) => {
  await visit("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL("/");
});
