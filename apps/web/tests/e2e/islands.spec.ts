import { readdirSync, readFileSync } from "node:fs";
import { siteFooter } from "@firm/content/dictionaries/site-footer";
import { compileHint } from "../../compile-hints.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";

/** The route modules React Router built for the browser, from its manifest in the tested build. */
function routeModules(): string[] {
  const assets = new URL("../../build/client/assets/", import.meta.url);
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no React Router manifest in the build");
  const source = readFileSync(new URL(file, assets), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1, source.lastIndexOf(";")));
  return Object.values(manifest.routes as Record<string, { module: string }>).map((route) => route.module);
}

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

/** The islands of each kind of page (decision 0043): the rest of every page is HTML only. */
const islandsOf = {
  "/": ["site-header", "home-hero-video", "home-contact-form", "site-controls"],
  "/about": ["site-header", "site-controls"],
  "/services/elder-abuse": ["site-header", "site-controls"],
  "/es/contact": ["site-header", "contact-page-form", "contact-map", "site-controls"],
  "/consultation": ["site-header", "consultation-form", "site-controls"],
};

for (const [path, islands] of Object.entries(islandsOf)) {
  test(`${path} hydrates only its islands and loads only their code`, async ({ page, visit }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await visit(path);
    const hosts = page.locator("[data-island]");
    expect(
      await hosts.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-island"))),
    ).toEqual(islands);
    // No router is hydrated: no route module is loaded, no router state is in the page.
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const routes = routeModules();
    expect(routes.length).toBeGreaterThan(10);
    expect(scripts.filter((script) => routes.includes(script))).toEqual([]);
  });
}

test("a link loads the next page from its top, as every navigation does", async ({ page, visit }) => {
  await visit("/about");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footer.getByRole("link", { name: siteFooter.en.links.contact, exact: true }).click();
  await expect(page).toHaveURL("/contact");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a page the visitor points at is fetched ahead, with no console error", async ({
  page,
  visit,
  consoleErrors,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await visit("/about");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: siteFooter.en.links.contact, exact: true })
    .hover();
  await expect.poll(() => requested.includes("/contact")).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("the scripts every page runs as it hydrates reach the browser with V8's compile hint", async ({
  page,
  visit,
}) => {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() !== "script") return;
    // Bodies this test never reads may still be arriving when it ends: their failure is not its own.
    const text = response.text();
    text.catch(() => {});
    scripts.set(path, text);
  });
  await visit("/");
  const hinted = /\/assets\/(framework|site|entry\.client)-[\w-]+\.js$/;
  const paths = [...scripts.keys()].filter((path) => hinted.test(path));
  expect(paths).toHaveLength(3);
  for (const path of paths) {
    expect((await scripts.get(path))?.startsWith(compileHint), path).toBe(true);
  }
  const island = [...scripts.keys()].find((path) => path.includes("/home-hero-video-"));
  expect(island && (await scripts.get(island))?.includes(compileHint.trim())).toBe(false);
});
