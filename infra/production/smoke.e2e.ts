import { createHash } from "node:crypto";
import { consultation } from "@firm/content/dictionaries/consultation";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { fillConsultation, fillHomeContact } from "@firm/web/e2e/form-filling";
import { expect, request, test } from "@playwright/test";
import pg from "pg";
import { databaseUrl, httpPort, origin } from "../playwright.config.ts";

/**
 * What a visitor and an auditor see of the production stack through nginx: HTTPS only, security
 * headers on every answer, compressed and immutable assets, pages in both languages, and requests
 * that reach the database through the proxy, with and without JavaScript.
 */
const home = homeContact.en;
const consult = consultation.es.form;
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
/** The API takes a form sent sooner than a person could fill it for spam (MIN_FILL_MS, 3 s by default). */
const personPause = 3_200;

async function stored(sql: string, value: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, [value])).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("relocationNoticeDismissed", "true"));
});

test("plain HTTP is redirected to HTTPS", async () => {
  const plain = await request.newContext();
  const answer = await plain.get(`http://127.0.0.1:${httpPort}/about`, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers().location).toBe(`${origin}/about`);
  await plain.dispose();
});

test("a page is its file: the same twice, no nonce, its inline scripts in the policy by hash, brotli", async ({
  page,
}) => {
  for (const path of ["/", "/es/services/dog-bite-victims", "/consultation"]) {
    const get = () => page.request.get(path, { headers: { "accept-encoding": "br, gzip" } });
    const [answer, again] = [await get(), await get()];
    const headers = answer.headers();
    expect(answer.status()).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers.etag).toBeTruthy();
    expect(again.headers().etag).toBe(headers.etag);
    expect(headers["cache-control"]).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await answer.text();
    expect(await again.text()).toBe(html);
    expect(html).not.toContain("nonce");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = ""]) => !/\bsrc=|application\/ld\+json/.test(attributes))
      .map(([, , text = ""]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    expect(scripts.length).toBeGreaterThan(0);
    const listed = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    for (const script of scripts) expect(listed).toContain(script);
    expect(headers.server).toBe("nginx");
  }
});

test("hashed assets are immutable, precompressed, and carry the transport headers", async ({ page }) => {
  await page.goto("/");
  // A script or a stylesheet: the preloaded heading font (woff2) is compressed already, never again.
  const script = page
    .locator('script[type="module"][src^="/assets/"], link[rel="stylesheet"][href^="/assets/"]')
    .first();
  const path = (await script.getAttribute("src")) ?? (await script.getAttribute("href"));
  expect(path).toMatch(/^\/assets\//);
  const font = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
  const fontAnswer = await page.request.get(`${font}`, { headers: { "accept-encoding": "br, gzip" } });
  expect(fontAnswer.status()).toBe(200);
  expect(fontAnswer.headers()["content-type"]).toBe("font/woff2");
  expect(fontAnswer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  for (const [accept, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ] as const) {
    const answer = await page.request.get(`${path}`, { headers: { "accept-encoding": accept } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-encoding"]).toBe(encoding);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers()["strict-transport-security"]).toBeTruthy();
    expect(answer.headers()["content-security-policy"]).toContain("default-src 'none'");
  }
  const missing = await page.request.get("/assets/not-there.js");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toBeUndefined();
});

test("the API answers through the proxy with its own headers", async ({ page }) => {
  const health = await page.request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(health.headers()["strict-transport-security"]).toBeTruthy();
  expect(health.headers()["x-content-type-options"]).toBe("nosniff");
});

test("Spanish pages and the 404 are served by the site", async ({ page }) => {
  await page.goto("/es/consultation");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
});

test("a consultation request sent in Spanish is stored in PostgreSQL", async ({ page }) => {
  const description = `Prueba de humo ${stamp()} — caída en una tienda`;
  await page.goto("/es/consultation");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await fillConsultation(page, description, { locale: "es", caseType: "accident-injuries" });
  await page.waitForTimeout(personPause);
  const answer = page.waitForResponse("**/api/consultation");
  await page.getByRole("button", { name: consult.submitBox.submit }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole("status").filter({ hasText: consult.successTitle })).toBeVisible();
  expect(
    await stored(
      "SELECT 1 FROM consultation_request WHERE \"caseDescription\" = $1 AND status = 'new'",
      description,
    ),
  ).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home form posts through the proxy and the visitor sees the result", async ({ page }) => {
    const message = `Smoke without JavaScript ${stamp()}`;
    await page.goto("/");
    await fillHomeContact(page, message);
    await page.waitForTimeout(personPause);
    await page.getByRole("button", { name: home.submit }).click();
    await expect(page).toHaveURL(/\/request-received\?form=contact$/);
    await expect(page.getByText(home.successTitle)).toBeVisible();
    expect(await stored("SELECT 1 FROM contact_message WHERE message = $1 AND status = 'new'", message)).toBe(
      1,
    );
  });
});
