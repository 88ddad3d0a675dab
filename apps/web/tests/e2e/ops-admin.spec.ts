import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { expectAccessible } from "./axe.ts";
import { query } from "./database.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";
import { addMember, ops, signInByLink } from "./ops-helpers.ts";

const copy = opsConsole.en;
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const admin = { email: `ana.${stamp}@example.com`, name: `Ana Admin ${stamp}` };
const intake = { email: `ben.${stamp}@example.com`, name: `Ben Intake ${stamp}` };
const tokenLabel = `nightly export ${stamp}`;

test.beforeAll(async () => {
  addMember(admin.email, admin.name, "admin");
  addMember(intake.email, intake.name, "intake");
  ops("token", "issue", tokenLabel);
  // Two requests older than the retention period (730 days), as if received three years ago.
  for (const name of [`Old One ${stamp}`, `Old Two ${stamp}`]) {
    await query(
      `INSERT INTO contact_message (id, name, email, phone, message, "createdAt", "updatedAt", "dueAt")
       VALUES (gen_random_uuid(), $1, 'old@example.com', '5550000000', 'old', now() - interval '3 years',
         now() - interval '3 years', now() - interval '3 years' + interval '1 day')`,
      [name],
    );
  }
});
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test("an intake member is refused the admin screens, with the console's 403", async ({ page }) => {
  await signInByLink(page, intake.email);
  const navigation = page.getByRole("navigation", { name: copy.mainNavigation });
  await expect(navigation.getByRole("link", { name: copy.navPasskeys })).toBeVisible();
  await expect(navigation.getByRole("link", { name: copy.navAudit })).toHaveCount(0);
  for (const path of ["/ops/audit", "/ops/retention", "/ops/tokens"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByText(copy.errors.forbidden)).toBeVisible();
  }
});

test("an admin previews and applies retention, revokes a token, changes a role, and reads it all in the audit log", async ({
  page,
}) => {
  test.slow(); // several pages, each checked with axe in every contrast mode
  await signInByLink(page, admin.email);
  const navigation = page.getByRole("navigation", { name: copy.mainNavigation });

  await navigation.getByRole("link", { name: copy.navRetention }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.retention.title })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await page.getByRole("button", { name: copy.retention.preview }).click();
  await expect(page.getByRole("heading", { level: 2, name: copy.retention.previewTitle })).toBeVisible();
  const [old] = await query<{ count: string }>(
    `SELECT (SELECT count(*) FROM contact_message WHERE "createdAt" < now() - interval '730 days')
          + (SELECT count(*) FROM consultation_request WHERE "createdAt" < now() - interval '730 days') AS count`,
  );
  const total = Number(old?.count);
  expect(total).toBeGreaterThanOrEqual(2);
  await page
    .getByRole("button", { name: `${copy.retention.confirm} ${total} ${copy.retention.requests}` })
    .click();
  await expect(page.getByRole("status")).toContainText(`${total} ${copy.retention.deleted}`);
  await expectAccessible(page);
  expect(await query(`SELECT id FROM contact_message WHERE name LIKE $1`, [`Old % ${stamp}`])).toEqual([]);

  await navigation.getByRole("link", { name: copy.navTokens }).click();
  const tokens = page.getByRole("table", { name: copy.tokens.caption });
  const tokenRow = tokens.getByRole("row", { name: new RegExp(tokenLabel) });
  await expect(tokenRow).toContainText(copy.tokens.active);
  await expectAccessible(page);
  await page.getByRole("button", { name: `${copy.tokens.revoke}: ${tokenLabel}` }).click();
  await expect(page.getByRole("status")).toContainText(copy.tokens.revokedMessage);
  await expect(tokenRow).toContainText(copy.tokens.revoked);
  await expect(page.getByRole("button", { name: `${copy.tokens.revoke}: ${tokenLabel}` })).toHaveCount(0);

  await navigation.getByRole("link", { name: copy.navUsers }).click();
  await page
    .getByRole("combobox", { name: `${copy.users.changeRole}: ${intake.name}` })
    .selectOption("admin");
  await page.getByRole("button", { name: `${copy.users.saveRole}: ${intake.name}` }).click();
  await expect(page.getByRole("status")).toContainText(copy.users.changed);
  const memberRow = page.getByRole("row", { name: new RegExp(intake.name) });
  await expect(page.getByRole("combobox", { name: `${copy.users.changeRole}: ${intake.name}` })).toHaveValue(
    "admin",
  );
  await page.getByRole("button", { name: `${copy.users.disable}: ${intake.name}` }).click();
  await expect(memberRow).toContainText(copy.users.disabled);
  await page.getByRole("button", { name: `${copy.users.enable}: ${intake.name}` }).click();
  await expect(memberRow).toContainText(copy.users.active);
  await expectAccessible(page);
  // No forms for one's own account (the API refuses them too).
  await expect(page.getByRole("button", { name: `${copy.users.saveRole}: ${admin.name}` })).toHaveCount(0);

  await navigation.getByRole("link", { name: copy.navAudit }).click();
  const log = page.getByRole("table", { name: copy.audit.caption });
  const mine = log.getByRole("row").filter({ hasText: admin.name });
  await expectAccessible(page);
  // Newest first: the role and access changes, the token's revocation, the purge, then its dry run.
  const names = copy.audit.actions;
  const steps = new Set([names.change_user, names.token_revoke, names.purge, names.purge_dry_run]);
  const actions = (await mine.locator("td:nth-child(3)").allTextContents()).filter((action) =>
    steps.has(action),
  );
  expect(actions).toEqual([
    names.change_user,
    names.change_user,
    names.change_user,
    names.token_revoke,
    names.purge,
    names.purge_dry_run,
  ]);
});
