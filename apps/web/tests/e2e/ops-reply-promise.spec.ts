import { consultation } from "@firm/content/dictionaries/consultation";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { urgencyLabels } from "@firm/content/enums/urgency";
import type { Locale } from "@firm/content/locale";
import { expectAccessible } from "./axe.ts";
import { query } from "./database.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";
import { fillConsultation } from "./form-filling.ts";
import { addMember, emailAbout, signInByLink } from "./ops-helpers.ts";

/**
 * The reply promise as the intake team meets it: an emergency sent through
 * the site reaches the team by an e-mail that says so and links to the record; the console shows
 * each request's due time, sorts by it and filters overdue requests; a note marked as contact is
 * the first response. In English and Spanish, each screen checked with axe in every contrast mode.
 */
/** One word (the inbox's search reads words), so that each run finds only its own requests. */
const stamp = `Run${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const staff = { email: `rosa.${stamp.toLowerCase()}@example.com`, name: "Rosa Díaz" };

/** A contact message received `hoursAgo` hours ago, due 24 hours after that, not answered. */
async function received(name: string, hoursAgo: number): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO contact_message (id, name, email, phone, "caseType", message, "createdAt", "updatedAt", "dueAt")
     VALUES (gen_random_uuid(), $1, 'rosa@example.com', '(714) 555-0142', 'accident-injuries', 'Me caí.',
       now() - make_interval(hours => $2), now() - make_interval(hours => $2),
       now() - make_interval(hours => $2) + interval '24 hours')
     RETURNING id::text`,
    [name, hoursAgo],
  );
  return row?.id ?? "";
}

test.beforeAll(() => addMember(staff.email, staff.name, "intake"));
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test("an emergency sent through the site reaches the team, named and linked", async ({ page, visit }) => {
  const description = `Trapped after a crash ${stamp}`;
  const { form } = consultation.en;
  // Hydrated first: a click on a form not yet hydrated would post it natively, to another page.
  await visit("/consultation");
  await fillConsultation(page, description);
  await page.getByRole("radio", { name: urgencyLabels.en.emergency }).check();
  await page.getByRole("button", { name: form.submitBox.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: form.successTitle })).toBeVisible();
  const [row] = await query<{ id: string }>(
    `SELECT id::text FROM consultation_request WHERE "caseDescription" = $1`,
    [description],
  );
  const id = row?.id ?? "";
  const mail = await emailAbout("team-notification", id);
  expect(mail.subject).toBe("Emergency: New consultation request – Wrongful death");
  expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/ops/records/${id}`));
  expect(mail.text).toMatch(/Reply due by: .+ P[SD]T/);
  expect(mail.text).not.toContain(description);
});

for (const locale of ["en", "es"] as const satisfies readonly Locale[]) {
  const copy = opsConsole[locale];
  const lang = `lang=${locale}`;

  test(`the inbox sorts by due time and filters overdue requests; a logged call answers (${locale})`, async ({
    page,
  }) => {
    const late = `Late ${locale} ${stamp}`;
    const recent = `Recent ${locale} ${stamp}`;
    const lateId = await received(late, 30);
    await received(recent, 1);
    await signInByLink(page, staff.email);
    await page.goto(`/ops?${lang}&q=${encodeURIComponent(stamp)}`);
    await page.getByRole("combobox", { name: copy.inbox.sort }).selectOption("due");
    await page.getByRole("checkbox", { name: copy.inbox.overdueOnly }).check();
    await page.getByRole("button", { name: copy.inbox.apply }).click();
    await expect(page).toHaveURL(/sort=due/);
    const table = page.getByRole("table", { name: copy.inbox.captionDue });
    await expect(table.getByRole("row").filter({ hasText: late })).toContainText(
      copy.inbox.overdueBy.replace("{duration}", ""),
    );
    await expect(table.getByRole("row").filter({ hasText: recent })).toHaveCount(0);
    await expectAccessible(page);

    await table.getByRole("link", { name: late }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/records/${lateId}`));
    const card = page.getByRole("region", { name: copy.call.title });
    await expect(card).toContainText(copy.record.dueBy);
    await expect(card).toContainText(/P[SD]T/);
    await expect(card).toContainText(copy.record.noResponseYet);
    await page
      .getByRole("textbox", { name: copy.call.logNote })
      .fill("Called her back; she will send photos.");
    await page.getByRole("button", { name: copy.call.logSubmit }).click();
    await expect(page.getByRole("status")).toContainText(copy.call.savedCall);
    await expect(page.getByText(copy.inbox.answeredIn.replace("{duration}", ""))).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/ops?${lang}&q=${encodeURIComponent(stamp)}&overdue=true`);
    await expect(page.getByRole("row").filter({ hasText: late })).toHaveCount(0);
  });
}
