import { about } from "@firm/content/dictionaries/about";
import { languageToggle } from "@firm/content/dictionaries/language-toggle";
import { pageMeta } from "@firm/content/dictionaries/page-meta";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { withSiteValues } from "@firm/content/site-values";
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

test("after the switch, the whole frame and the next pages speak the new language", async ({
  page,
  visit,
}) => {
  await visit("/services/dog-bite-victims");
  await page.getByRole("link", { name: languageToggle.en.label }).click();
  await expect(page).toHaveURL("/es/services/dog-bite-victims");
  const navigation = page.getByRole("navigation", { name: siteHeader.es.mainNavLabel });
  await navigation.getByRole("link", { name: siteHeader.es.nav.about, exact: true }).click();
  await expect(page).toHaveURL("/es/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(withSiteValues(about.es.hero.title, "es"));
  await expect(page.getByRole("link", { name: siteHeader.es.skipToContent })).toBeAttached();
  await expect(page).toHaveTitle(withSiteValues(pageMeta.es.about.title, "es"));
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

test("a click on the toggle before the page's scripts start still switches and saves the language", async ({
  page,
}) => {
  // The inline pre-paint script runs; the islands never start (every script file is refused).
  await page.route("**/*.js", (route) => route.abort());
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "yes");
      localStorage.setItem("site-language", "es");
    }
  });
  await page.goto("/es/about");
  await page.getByRole("link", { name: languageToggle.es.label }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => localStorage.getItem("site-language"))).toBe("en");
});

test("the choice the toggle's link carries is saved and leaves the address, keeping the rest of it", async ({
  page,
}) => {
  await page.goto("/es/about?lang=es&ref=card#team");
  await expect(page).toHaveURL("/es/about?ref=card#team");
  expect(await page.evaluate(() => localStorage.getItem("site-language"))).toBe("es");
  await page.goto("/es/contact?lang=klingon");
  await expect(page).toHaveURL("/es/contact");
  expect(await page.evaluate(() => localStorage.getItem("site-language"))).toBe("es");
});

test("the site's saved language leaves the intake console alone, which keeps its own", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("site-language", "es"));
  await page.goto("/ops/sign-in?lang=en");
  await expect(page).toHaveURL("/ops/sign-in?lang=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => localStorage.getItem("site-language"))).toBe("es");
});

test("English is the default language", async ({ page, visit }) => {
  await visit("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL("/");
});
