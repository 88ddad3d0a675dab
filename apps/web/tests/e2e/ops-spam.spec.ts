import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { recordStatusLabels } from "@firm/content/enums/record-status";
import type { Locale } from "@firm/content/locale";
import { expectAccessible } from "./axe.ts";
import { query } from "./database.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";
import { addMember, signInByLink } from "./ops-helpers.ts";

/**
 * Soft spam signals in the console: a request marked "check" in the inbox and on its
 * page, and a spam request marked "not spam" (it moves to the inbox, its two e-mails are queued once),
 * in English and Spanish, each screen checked with axe in every contrast mode.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const staff = { email: `nora.${stamp}@example.com`, name: "Nora Paz" };

/** A contact message as the API stores it, with its status and the signal it showed. */
async function stored(name: string, status: "new" | "spam", reason: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO contact_message (id, name, email, phone, "caseType", message, locale, page, status, "spamReason", "dueAt")
     VALUES (gen_random_uuid(), $1, 'ana@example.com', '(714) 555-0123', 'accident-injuries', 'Me caí.', 'es',
       '/es/contact', $2::record_status, $3::spam_reason, now() + interval '1 day')
     RETURNING id::text`,
    [name, status, reason],
  );
  return row?.id ?? "";
}

test.beforeAll(() => addMember(staff.email, staff.name, "intake"));
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

for (const locale of ["en", "es"] as const satisfies readonly Locale[]) {
  const copy = opsConsole[locale];
  const lang = `?lang=${locale}`;

  test(`a request marked check shows its mark and reason in the inbox and on its page (${locale})`, async ({
    page,
  }) => {
    const name = `Ana Check ${locale} ${stamp}`;
    const id = await stored(name, "new", "too-fast");
    await signInByLink(page, staff.email);
    await page.goto(`/ops${lang}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(
      `${recordStatusLabels[locale].new} ${copy.inbox.check}: ${copy.spamReasons["too-fast"]}`,
    );
    await expectAccessible(page);
    await row.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/records/${id}`));
    await expect(page.getByRole("heading", { level: 2, name: copy.record.checkTitle })).toBeVisible();
    await expect(page.getByText(`${copy.inbox.check}: ${copy.spamReasons["too-fast"]}`)).toBeVisible();
    await expectAccessible(page);
  });

  test(`a spam request marked not spam moves to the inbox with its e-mails queued once (${locale})`, async ({
    page,
  }) => {
    const name = `Ana Spam ${locale} ${stamp}`;
    const id = await stored(name, "spam", "honeypot");
    await signInByLink(page, staff.email);
    await page.goto(`/ops/records/${id}${lang}`);
    await expect(page.getByRole("heading", { level: 2, name: copy.record.spamTitle })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: copy.record.notSpam }).click();
    await expect(page.getByRole("status")).toContainText(copy.record.savedStatus);
    await expect(page.getByRole("heading", { level: 2, name: copy.record.checkTitle })).toBeVisible();
    await expect(page.getByRole("button", { name: copy.record.notSpam })).toHaveCount(0);
    await expect(page.getByRole("list").filter({ hasText: copy.actions.not_spam })).toContainText(
      `${copy.actions.not_spam} ${copy.record.by} ${staff.name}: ${recordStatusLabels[locale].spam} → ${recordStatusLabels[locale].new}`,
    );
    await expectAccessible(page);
    const jobs = await query<{ kind: string }>(
      `SELECT kind::text FROM outbox_job WHERE "contactMessageId" = $1 ORDER BY kind::text`,
      [id],
    );
    expect(jobs).toEqual([{ kind: "acknowledgment" }, { kind: "team-notification" }]);
    await page.goto(`/ops${lang}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(copy.inbox.check);
  });
}
