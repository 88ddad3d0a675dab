import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { expectAccessible } from "./axe.ts";
import { query } from "./database.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";
import { addMember, signInByLink } from "./ops-helpers.ts";

/**
 * Every console screen in Spanish (the team's other language): its heading in Spanish and no axe
 * violation in any contrast mode. One test per screen, so a slow page does not use up the others' time.
 */
const es = opsConsole.es;
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const admin = { email: `rosa.${stamp}@example.com`, name: `Rosa Admin ${stamp}` };
let recordId = "";

test.beforeAll(async () => {
  addMember(admin.email, admin.name, "admin");
  const [row] = await query<{ id: string }>(
    `INSERT INTO contact_message (id, name, email, phone, "caseType", message, locale, page, "dueAt")
     VALUES (gen_random_uuid(), $1, 'lucia@example.com', '(714) 555-0199', 'accident-injuries', 'Me caí en la tienda.', 'es',
       '/es/contact', now() + interval '1 day')
     RETURNING id::text`,
    [`Lucía Gómez ${stamp}`],
  );
  recordId = row?.id ?? "";
});
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

const screens: [string, () => string, string][] = [
  ["inbox", () => "/ops", es.inbox.title],
  ["a request", () => `/ops/records/${recordId}`, `Lucía Gómez ${stamp}`],
  ["team", () => "/ops/users", es.users.title],
  ["passkeys", () => "/ops/passkeys", es.passkeys.title],
  ["audit log", () => "/ops/audit", es.audit.title],
  ["retention", () => "/ops/retention", es.retention.title],
  ["API tokens", () => "/ops/tokens", es.tokens.title],
];

for (const [name, path, heading] of screens) {
  test(`the console's ${name} in Spanish has no axe violation in any contrast mode`, async ({ page }) => {
    await signInByLink(page, admin.email);
    await page.goto(`${path()}${path().includes("?") ? "&" : "?"}lang=es`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  });
}
