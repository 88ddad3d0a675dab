import { about } from "@firm/content/dictionaries/about";
import { accessibilityStatement } from "@firm/content/dictionaries/accessibility-statement";
import { consultation } from "@firm/content/dictionaries/consultation";
import { contactPage } from "@firm/content/dictionaries/contact-page";
import { home } from "@firm/content/dictionaries/home";
import { notFound } from "@firm/content/dictionaries/not-found";
import { privacyPolicy } from "@firm/content/dictionaries/privacy-policy";
import { services } from "@firm/content/dictionaries/services";
import { firm } from "@firm/content/firm";
import { type Locale, locales } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { practicePages } from "../../app/features/pages/practice-pages.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";

const prefix = (locale: Locale) => (locale === "es" ? "/es" : "");

const pages = (locale: Locale) => [
  { path: "/", h1: home[locale].hero.title },
  { path: "/about", h1: about[locale].hero.title },
  { path: "/services", h1: services[locale].hero.title },
  ...firm.practiceSlugs.map((slug) => ({
    path: `/services/${slug}`,
    h1: practicePages[slug][locale].hero.title,
  })),
  { path: "/contact", h1: contactPage[locale].hero.title },
  { path: "/consultation", h1: consultation[locale].hero.title },
  { path: "/privacy", h1: privacyPolicy[locale].title },
  { path: "/accessibility", h1: accessibilityStatement[locale].title },
];

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

for (const locale of locales) {
  for (const { path, h1 } of pages(locale)) {
    const url = `${prefix(locale)}${path === "/" && locale === "es" ? "" : path}`;
    test(`${url} renders its h1 in ${locale} with no console error`, async ({
      page,
      visit,
      consoleErrors,
    }) => {
      await visit(url);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(withSiteValues(h1, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
  // The log comes from an island that starts when the browser is idle: wait for it, however busy
  // the machine, before leaving the page.
  const logged = page.waitForEvent("console", {
    predicate: (message) => message.type() === "error" && message.text().includes("/no/such/page"),
  });
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.en.code);
  await expect(page.getByText(notFound.en.message)).toBeVisible();
  await logged;
  await page.getByRole("link", { name: notFound.en.home }).click();
  await expect(page).toHaveURL("/");
});

test("a Spanish unknown path answers in Spanish", async ({ page }) => {
  const response = await page.goto("/es/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText(notFound.es.message)).toBeVisible();
});

test("every page links its English and Spanish versions as alternates", async ({ page }) => {
  await page.goto("/es/about");
  const alternates = page.locator('link[rel="alternate"]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", /\/es\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    /\/about$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/es\/about$/);
});

test("the sitemap lists every page in both languages and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap.match(/<url>/g)).toHaveLength(pages("en").length * 2);
  expect(sitemap).toContain("/es/services/dog-bite-victims</loc>");
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
});
