import { characterCountMessages } from "@firm/content/character-count";
import { consultation } from "@firm/content/dictionaries/consultation";
import { contactPage } from "@firm/content/dictionaries/contact-page";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { maxLengthOf } from "@firm/intake/field";
import { consultationRequest, contactPage as contactPageForm } from "@firm/intake/forms";
import type { Locator } from "@playwright/test";
import { query } from "./database.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";
import { fillConsultation } from "./form-filling.ts";

/**
 * A long story pasted into a field is never cut. An 8,000-character account goes into a
 * field of 5,000 (its limit from @firm/intake) as a paste inserts it; the text stays whole, the count
 * says how many characters are too many, and the form refuses to send it, naming the field. Without
 * JavaScript the API refuses it and names the field, and Back gives the whole text back.
 */
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

const es = characterCountMessages(formsCommon.es.characterCount);
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** A long account of what happened, exactly `length` characters, unique to this test. */
function account(length: number): string {
  const opening = `Me chocaron en la 57 el 3 de octubre (${stamp()}).\n`;
  return (
    opening +
    "El otro conductor se pasó el alto y no tenía seguro. ".repeat(200).slice(0, length - opening.length)
  );
}

/** Puts `text` into the focused control as pasting does (a browser cuts it at a `maxlength`). */
async function paste(control: Locator, text: string) {
  await control.focus();
  await control.page().keyboard.insertText(text);
}

test("a story pasted past the limit is kept whole, counted, and not sent until it fits", async ({
  page,
  visit,
}) => {
  const copy = consultation.es.form;
  const limit = maxLengthOf(consultationRequest.caseDescription) ?? 0;
  const story = account(limit + 3000);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await visit("/es/consultation");
  await fillConsultation(page, "", { locale: "es" });
  const description = page.getByRole("textbox", { name: copy.labels.caseDescription });
  await expect(description).toHaveAccessibleDescription(`${copy.hints.caseDescription} ${es.limit(limit)}`);
  await paste(description, story);

  await expect(description).toHaveValue(story);
  await expect(page.getByText(es.tooMany(3000))).toBeVisible();
  await expect(description).toHaveAttribute("aria-invalid", "true");
  // Screen readers hear it once typing pauses, from a polite live region.
  await expect(page.locator("[aria-live='polite']").filter({ hasText: es.tooMany(3000) })).toHaveCount(1);

  await page.getByRole("button", { name: copy.submitBox.submit }).click();
  const summary = page.getByRole("region", { name: formsCommon.es.errorSummaryTitle });
  await expect(summary.getByRole("link")).toHaveText(
    `${copy.labels.caseDescription}: ${es.overLimit(3000, limit)}`,
  );
  await expect(description).toHaveValue(story);
  expect(posts.filter((url) => url.endsWith("/api/consultation"))).toEqual([]);

  const shortened = story.slice(0, limit);
  await description.fill(shortened);
  await expect(page.getByText(es.remaining(0))).toBeVisible();
  await page.getByRole("button", { name: copy.submitBox.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: copy.successTitle })).toBeVisible();
  const rows = await query<{ length: number }>(
    'SELECT length("caseDescription") AS length FROM consultation_request WHERE "caseDescription" = $1',
    [shortened],
  );
  expect(rows).toEqual([{ length: limit }]);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the API refuses a message past the limit, names it, and Back gives it back whole", async ({
    page,
  }) => {
    const labels = contactPage.es.form.labels;
    const limit = maxLengthOf(contactPageForm.message) ?? 0;
    const story = account(limit + 3000);
    await page.goto("/es/contact");
    await page.getByRole("textbox", { name: labels.firstName }).fill("Luz");
    await page.getByRole("textbox", { name: labels.lastName }).fill("Ortega");
    await page.getByRole("textbox", { name: labels.email }).fill("luz@example.com");
    const message = page.getByRole("textbox", { name: labels.message });
    await expect(page.getByText(es.limit(limit))).toBeVisible();
    await paste(message, story);
    await expect(message).toHaveValue(story);
    await page.getByRole("button", { name: contactPage.es.form.submit }).click();

    await expect(page).toHaveURL(/\/es\/request-failed\?.*fields=message%3AtooLong/);
    await expect(page.getByRole("listitem").filter({ hasText: labels.message })).toContainText(
      formsCommon.es.fieldProblems.tooLong,
    );
    await page.goBack();
    await expect(page.getByRole("textbox", { name: labels.message })).toHaveValue(story);
  });
});
