import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { firm } from "@firm/content/firm";
import { withSiteValues } from "@firm/content/site-values";
import { fillConsultation } from "@firm/web/e2e/form-filling";
import { sitePaths } from "@firm/web/site-paths";
import { expect, type Page, test } from "@playwright/test";
import pg from "pg";
import { databaseUrl, stateDir } from "../playwright.config.ts";

/**
 * The site with the servers behind nginx stopped, through the stack `pnpm prod` runs: its own
 * control (control.sh) stops the API and the web server and keeps them down, every public page
 * still answers from its file, and a consultation sent then fails in the visitor's language and
 * keeps what was typed; started again, the same form goes through. Named to run after the smoke
 * tests: they find the stack as it was.
 */
const run = promisify(execFile);
const controlScript = fileURLToPath(new URL("./control.sh", import.meta.url));
const control = (action: "stop" | "start", name: "api" | "web") =>
  run("bash", [controlScript, action, name], { env: { ...process.env, PROD_STATE_DIR: stateDir } });
const bothStarted = () => Promise.all([control("start", "api"), control("start", "web")]);

const form = consultation.es.form;
/** The API takes a form sent sooner than a person could fill it for spam (MIN_FILL_MS, 3 s by default). */
const personPause = 3_200;
const pages = sitePaths.flatMap((path) => [path, path === "/" ? "/es" : `/es${path}`]);

async function storedStatus(description: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string }>(
      `SELECT status::text AS status FROM consultation_request WHERE "caseDescription" = $1`,
      [description],
    );
    return rows.map((row) => row.status);
  } finally {
    await client.end();
  }
}

/** Both answer through nginx again: the API is ready, and the console (the web server's) answers. */
async function servedAgain(page: Page) {
  await expect(async () => {
    expect((await page.request.get("/api/ready")).status()).toBe(200);
    expect((await page.request.get("/ops/sign-in")).status()).toBe(200);
  }).toPass({ timeout: 60_000 });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("relocationNoticeDismissed", "true"));
});

// Whatever happens, the stack is left as the other tests expect it.
test.afterEach(bothStarted);

test("with the API and the web server stopped, the site still answers; started again, the same form goes through", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await Promise.all([control("stop", "api"), control("stop", "web")]);
  expect((await page.request.get("/api/ready")).status()).toBe(502);
  expect((await page.request.get("/ops/sign-in")).status()).toBe(502);

  // Every public page in both languages, from its file, with its heading and the phone number.
  for (const path of pages) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    expect(html, path).toContain(firm.phones.tollFree.display);
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toContain(`lang="${path.startsWith("/es") ? "es" : "en"}"`);
  }
  // A post without JavaScript gets the page that says, in both languages, it was not sent.
  const plainPost = await page.request.post("/api/contact", { form: { name: "Rosa", message: "Hola" } });
  expect(plainPost.status()).toBe(503);
  const unsent = await plainPost.text();
  for (const locale of ["en", "es"] as const)
    expect(unsent).toContain(formsCommon[locale].unsentPage.heading);

  // A consultation sent in Spanish: the error, in Spanish, with the phone and the e-mail; nothing lost.
  const description = `Prueba sin servidores ${Date.now()} — caída en la escalera`;
  await page.goto("/es/consultation");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await fillConsultation(page, description, { locale: "es", caseType: "accident-injuries" });
  const failed = page.waitForResponse("**/api/consultation");
  await page.getByRole("button", { name: form.submitBox.submit }).click();
  expect((await failed).status()).toBe(503);
  const error = page.getByRole("alert").filter({ hasText: form.errorTitle });
  await expect(error).toBeVisible();
  await expect(error).toContainText(withSiteValues(form.errorMessage, "es"));
  for (const needed of [firm.phones.tollFree.display, firm.email]) await expect(error).toContainText(needed);
  const descriptionField = page.getByRole("textbox", { name: form.labels.caseDescription });
  await expect(descriptionField).toHaveValue(description);
  await expect(page.getByRole("textbox", { name: form.labels.firstName })).toHaveValue("Ana");
  await expect(page.getByRole("textbox", { name: form.labels.email })).toHaveValue("ana@example.com");
  expect(await storedStatus(description)).toEqual([]);

  // Started again: the visitor comes back to the form (which asks for its token now) and sends it.
  await bothStarted();
  await servedAgain(page);
  await descriptionField.focus();
  await page.waitForTimeout(personPause);
  const sent = page.waitForResponse("**/api/consultation");
  await page.getByRole("button", { name: form.submitBox.submit }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole("status").filter({ hasText: form.successTitle })).toBeVisible();
  await expect(descriptionField).toHaveValue("");
  expect(await storedStatus(description)).toEqual(["new"]);
});
