import { readFile } from "node:fs/promises";
import { consultation } from "@firm/content/dictionaries/consultation";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { recordStatusLabels } from "@firm/content/enums/record-status";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { dismissRelocationNotice, expect, hydrated, test } from "./fixtures.ts";
import { fillConsultation } from "./form-filling.ts";
import { addMember, signInByLink } from "./ops-helpers.ts";

const copy = opsConsole.en;
const statuses = recordStatusLabels.en;
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const staff = { email: `lupe.${stamp}@example.com`, name: "Lupe Reyes" };

/** A staff member as an admin makes one: the API's own command (`pnpm ops user add`), on the run's database. */
test.beforeAll(() => addMember(staff.email, staff.name, "intake"));

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

async function signIn(page: Page) {
  const link = await signInByLink(page, staff.email);
  await expect(page).toHaveURL(/\/ops$/);
  return link;
}

test("the console is never indexed nor cached, and needs a session", async ({ page, request }) => {
  const bare = await request.get("/ops", { maxRedirects: 0 });
  expect(bare.status()).toBe(302);
  expect(bare.headers().location).toBe("/ops/sign-in");
  expect(bare.headers()["cache-control"]).toBe("private, no-store");

  const response = await page.goto("/ops");
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  const headers = response?.headers() ?? {};
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // None of the public site's frame or scripts.
  await expect(page.locator("[data-island]:not([data-island=passkey-sign-in])")).toHaveCount(0);
  await expect(page.locator("script[src], script[type=speculationrules]")).toHaveCount(0);

  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /ops");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/ops");
  const unknown = await page.goto("/ops/no-such-page");
  expect(unknown?.status()).toBe(404);
  expect(unknown?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1, name: copy.errors.notFoundTitle })).toBeVisible();
});

test("sign-in: the same answer for any address, a used link explained, Spanish on request", async ({
  page,
}) => {
  await page.goto("/ops/sign-in");
  await expectAccessible(page);
  await page.getByRole("textbox", { name: copy.signIn.emailLabel }).fill(`nobody.${stamp}@example.com`);
  await page.getByRole("button", { name: copy.signIn.submit }).click();
  await expect(page.getByRole("status")).toContainText(copy.signIn.sentMessage);

  await page.goto("/ops/sign-in/link?token=not-a-real-token-but-long-enough");
  await page.getByRole("button", { name: copy.signInLink.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.signInLink.invalidTitle })).toBeVisible();
  await page.getByRole("link", { name: copy.signInLink.askAgain }).click();
  await expect(page).toHaveURL(/\/ops\/sign-in$/);

  await page.getByRole("link", { name: copy.switchLanguage }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: opsConsole.es.signIn.title })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/ops/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: opsConsole.es.signIn.title })).toBeVisible();
  await page.getByRole("link", { name: opsConsole.es.switchLanguage }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.signIn.title })).toBeVisible();
});

test("an intake day: a request arrives, is found without its accents, assigned, contacted, noted and exported", async ({
  page,
  visit,
}) => {
  test.slow(); // one journey through the site and four console pages, each checked with axe in every contrast mode
  const description = `Slipped on a wet floor at the market ${stamp}`;
  await visit("/consultation");
  await hydrated(page);
  await fillConsultation(page, description);
  const form = consultation.en.form;
  await page.getByRole("textbox", { name: form.labels.firstName }).fill("María");
  await page.getByRole("textbox", { name: form.labels.lastName }).fill("García");
  await page.getByRole("button", { name: form.submitBox.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: form.successTitle })).toBeVisible();

  const link = await signIn(page);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "ops_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  await expect(page.getByRole("heading", { level: 1, name: copy.inbox.title })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("textbox", { name: copy.inbox.search }).fill("Garcia");
  await page.getByRole("button", { name: copy.inbox.apply }).click();
  await expect(page).toHaveURL(/q=Garcia/);
  const table = page.getByRole("table", { name: copy.inbox.caption });
  await table.getByRole("link", { name: "María García" }).first().click();

  await expect(page.getByRole("heading", { level: 1, name: "María García" })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole("combobox", { name: copy.record.assignTo })
    .selectOption({ label: `${staff.name} (${copy.record.assignMe})` });
  await page.getByRole("button", { name: copy.record.saveAssignee }).click();
  await expect(page.getByRole("status")).toContainText(copy.record.savedAssignee);

  await page.getByRole("combobox", { name: copy.record.newStatus }).selectOption("contacted");
  await page.getByRole("button", { name: copy.record.saveStatus }).click();
  await expect(page.getByRole("status")).toContainText(copy.record.savedStatus);

  const note = `Left a voicemail, will call again at 4 pm (${stamp})`;
  await page.getByRole("textbox", { name: copy.record.note }).fill(note);
  await page.getByRole("button", { name: copy.record.saveNote }).click();
  await expect(page.getByRole("status")).toContainText(copy.record.savedNote);

  const timeline = page.getByRole("list").filter({ hasText: copy.actions.show });
  await expect(timeline).toContainText(
    `${copy.actions.assign} ${copy.record.by} ${staff.name}: ${copy.record.nobody} → ${staff.name}`,
  );
  await expect(timeline).toContainText(
    `${copy.actions.update_status} ${copy.record.by} ${staff.name}: ${statuses.new} → ${statuses.contacted}`,
  );
  await expect(timeline).toContainText(`${copy.actions.note} ${copy.record.by} ${staff.name}: ${note}`);

  // A post from another site is refused, even with the session cookie: React Router refuses a
  // foreign Origin (400), the console any post without one (403); the record is unchanged.
  const recordPath = new URL(page.url()).pathname;
  const forge = (headers: Record<string, string>) =>
    page.request.post(recordPath, {
      headers,
      form: { intent: "status", status: "spam", csrf: "" },
      maxRedirects: 0,
    });
  expect((await forge({ Origin: "https://attacker.example" })).status()).toBe(400);
  expect((await forge({})).status()).toBe(403);
  await page.reload();
  await expect(page.getByRole("combobox", { name: copy.record.newStatus })).toHaveValue("contacted");

  await page.getByRole("link", { name: copy.record.backToInbox }).click();
  await page.getByRole("textbox", { name: copy.inbox.search }).fill("Garcia");
  await page.getByRole("button", { name: copy.inbox.apply }).click();
  const row = page.getByRole("row").filter({ hasText: "María García" }).first();
  await expect(row).toContainText(staff.name);
  await expect(row).toContainText(statuses.contacted);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: copy.inbox.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("intake-records.csv");
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain("García");
  expect(csv).toContain(description);

  await page.getByRole("button", { name: copy.signOut }).click();
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await page.goto("/ops");
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  // The spent link does not sign in again.
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await page.getByRole("button", { name: copy.signInLink.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.signInLink.invalidTitle })).toBeVisible();
});
