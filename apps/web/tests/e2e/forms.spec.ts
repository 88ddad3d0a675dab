import { consultation } from "@firm/content/dictionaries/consultation";
import { contactPage } from "@firm/content/dictionaries/contact-page";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { firm } from "@firm/content/firm";
import { query } from "./database.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";
import { fillConsultation, fillHomeContact } from "./form-filling.ts";

const home = homeContact.en;
const consult = consultation.en.form;
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test("home form: success banner, every field reset, and the message stored exactly", async ({
  page,
  visit,
}) => {
  const message = `Rear-ended on the 57 freeway ${stamp()}`;
  await visit("/");
  await fillHomeContact(page, message);
  const sent = page.waitForRequest("**/api/contact");
  await page.getByRole("button", { name: home.submit }).click();

  await expect(page.getByRole("status").filter({ hasText: home.successTitle })).toBeVisible();
  await expect(page.getByRole("textbox", { name: home.nameLabel })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: home.messageLabel })).toHaveValue("");
  const request = await sent;
  expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(request.postDataJSON()).toMatchObject({
    name: "Rosa Martínez",
    email: "rosa@example.com",
    phone: "(714) 555-0100",
    caseType: "accident-injuries",
    message,
    locale: "en",
    page: "/",
  });
  const rows = await query<{ name: string; caseType: string; locale: string; status: string }>(
    'SELECT name, "caseType"::text, locale::text, status::text, "spamReason"::text FROM contact_message WHERE message = $1',
    [message],
  );
  // The page is a file with no token: the form asked the API for one as the visitor started, so the
  // request is neither spam nor marked "check".
  expect(rows).toEqual([
    { name: "Rosa Martínez", caseType: "accident-injuries", locale: "en", status: "new", spamReason: null },
  ]);
});

test("home form: when the API cannot be reached the error banner shows and the fields are kept", async ({
  page,
  visit,
  consoleErrors,
}) => {
  await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
  await visit("/");
  await fillHomeContact(page, "Please call me back");
  await page.getByRole("button", { name: home.submit }).click();
  const alert = page.getByRole("alert").filter({ hasText: home.errorTitle });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(firm.phones.tollFree.display);
  await expect(alert).toContainText(firm.email);
  await expect(alert).toBeFocused();
  await expect(page.getByRole("textbox", { name: home.nameLabel })).toHaveValue("Rosa Martínez");
  expect(consoleErrors.length).toBeGreaterThan(0);
});

test("home form: a non-ok answer logs 'HTTP error! status' and shows the error banner", async ({
  page,
  visit,
  consoleErrors,
}) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 503, json: { success: false } }));
  await visit("/");
  await fillHomeContact(page, "Anyone there?");
  await page.getByRole("button", { name: home.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: home.errorTitle })).toBeVisible();
  expect(consoleErrors.some((error) => error.includes("HTTP error! status: 503"))).toBe(true);
});

test("contact page: sends the joined name without urgency and stores it", async ({ page, visit }) => {
  const message = `Fired after reporting harassment ${stamp()}`;
  await visit("/es/contact");
  const es = contactPage.es.form;
  await page.getByRole("textbox", { name: es.labels.firstName }).fill("José");
  await page.getByRole("textbox", { name: es.labels.lastName }).fill("Núñez");
  await page.getByRole("textbox", { name: es.labels.email }).fill("jose@example.com");
  await page.getByRole("textbox", { name: es.labels.message }).fill(message);
  const sent = page.waitForRequest("**/api/contact");
  await page.getByRole("button", { name: es.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: es.successTitle })).toBeVisible();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ name: "José Núñez", locale: "es", page: "/es/contact" });
  expect(body).not.toHaveProperty("urgency");
  expect(body).not.toHaveProperty("firstName");
  const rows = await query<{ name: string; locale: string }>(
    "SELECT name, locale::text FROM contact_message WHERE message = $1",
    [message],
  );
  expect(rows).toEqual([{ name: "José Núñez", locale: "es" }]);
});

test("consultation: sends every field, resets to the defaults and stores the request", async ({
  page,
  visit,
}) => {
  const description = `Hit by a drunk driver ${stamp()}`;
  await visit("/consultation");
  await fillConsultation(page, description);
  const sent = page.waitForRequest("**/api/consultation");
  await page.getByRole("button", { name: consult.submitBox.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: consult.successTitle })).toBeVisible();
  const body = (await sent).postDataJSON();
  expect(Object.keys(body)).toEqual(expect.arrayContaining(Object.keys(consult.labels)));
  expect(body).toMatchObject({
    preferredContactMethod: "phone",
    urgency: "normal",
    incidentDate: "2026-10-01",
  });
  await expect(page.getByRole("textbox", { name: consult.labels.firstName })).toHaveValue("");
  const rows = await query<{ firstName: string; caseType: string; incidentDate: string; method: string }>(
    `SELECT "firstName", "caseType"::text, to_char("incidentDate", 'YYYY-MM-DD') AS "incidentDate",
       "preferredContactMethod"::text AS method FROM consultation_request WHERE "caseDescription" = $1`,
    [description],
  );
  expect(rows).toEqual([
    { firstName: "Ana", caseType: "wrongful-death", incidentDate: "2026-10-01", method: "phone" },
  ]);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the home form still submits and the visitor sees the result in English", async ({ page }) => {
    const message = `No JavaScript here ${stamp()}`;
    await page.goto("/");
    await fillHomeContact(page, message);
    await page.getByRole("button", { name: home.submit }).click();
    await expect(page).toHaveURL(/\/request-received\?form=contact$/);
    await expect(page.getByText(home.successTitle)).toBeVisible();
    // Sent without a token (the page has none, and no script asked for one): it reaches the team,
    // marked "check".
    expect(
      await query('SELECT status::text, "spamReason"::text FROM contact_message WHERE message = $1', [
        message,
      ]),
    ).toEqual([{ status: "new", spamReason: "token-missing" }]);
  });

  test("the Spanish contact page form submits and answers in Spanish", async ({ page }) => {
    const message = `Sin JavaScript ${stamp()}`;
    const es = contactPage.es.form;
    await page.goto("/es/contact");
    await page.getByRole("textbox", { name: es.labels.firstName }).fill("Luz");
    await page.getByRole("textbox", { name: es.labels.lastName }).fill("Ortega");
    await page.getByRole("textbox", { name: es.labels.email }).fill("luz@example.com");
    await page.getByRole("textbox", { name: es.labels.message }).fill(message);
    await page.getByRole("button", { name: es.submit }).click();
    await expect(page).toHaveURL(/\/es\/request-received\?form=contact$/);
    await expect(page.getByText(es.successTitle)).toBeVisible();
    const rows = await query<{ name: string }>(
      "SELECT name, status::text FROM contact_message WHERE message = $1",
      [message],
    );
    expect(rows).toEqual([{ name: "Luz Ortega", status: "new" }]);
  });

  test("a refused consultation is named field by field in Spanish, and Back gives the form back", async ({
    page,
  }) => {
    const es = consultation.es.form;
    const result = formsCommon.es.resultPages;
    await page.goto("/es/consultation");
    await fillConsultation(page, "   ", { locale: "es" });
    await page.getByRole("textbox", { name: es.labels.firstName }).fill("María José");
    await page.getByRole("button", { name: es.submitBox.submit }).click();
    await expect(page).toHaveURL(/\/es\/request-failed\?.*fields=caseDescription%3Ablank/);
    await expect(page.getByRole("heading", { level: 1, name: result.failedHeading })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: es.labels.caseDescription })).toContainText(
      formsCommon.es.fieldProblems.blank,
    );
    await page.goBack();
    await expect(page.getByRole("textbox", { name: es.labels.firstName })).toHaveValue("María José");
    await expect(page.getByRole("textbox", { name: es.labels.email })).toHaveValue("ana@example.com");
  });

  test("the consultation form submits without JavaScript", async ({ page }) => {
    const description = `No script consultation ${stamp()}`;
    await page.goto("/consultation");
    await fillConsultation(page, description);
    await page.getByRole("button", { name: consult.submitBox.submit }).click();
    await expect(page).toHaveURL(/\/request-received\?form=consultation$/);
    await expect(page.getByText(consult.successTitle)).toBeVisible();
    expect(
      await query('SELECT status::text FROM consultation_request WHERE "caseDescription" = $1', [
        description,
      ]),
    ).toEqual([{ status: "new" }]);
  });
});
