import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { caseTypeLabels } from "@firm/content/enums/case-type";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { query } from "./database.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";
import { addMember, signInByLink } from "./ops-helpers.ts";

/**
 * The team's figures (/ops/figures) in English and Spanish: each chart found by its
 * role and name (a figure, its SVG image and its table), the period switched by its links, and no
 * axe violation in any contrast mode with every table shown.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const member = { email: `fina.${stamp}@example.com`, name: `Fina Figures ${stamp}` };

test.beforeAll(async () => {
  addMember(member.email, member.name, "intake");
  // A wrongful-death request two days old, never answered: overdue since yesterday.
  await query(
    `INSERT INTO contact_message (id, name, email, phone, "caseType", message, locale, page, "createdAt",
       "updatedAt", "dueAt")
     VALUES (gen_random_uuid(), $1, 'figures@example.com', '(714) 555-0123', 'wrongful-death', 'Figures.', 'en',
       '/contact', now() - interval '2 days', now() - interval '2 days', now() - interval '1 day')`,
    [`Figure Seed ${stamp}`],
  );
});
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

/** A chart's figure by its name, with its image of the same name; its table opened and returned. */
async function chartTable(page: Page, name: string, showTable: string) {
  const figure = page.getByRole("figure", { name });
  await expect(figure.getByRole("img", { name })).toBeVisible();
  await figure.getByText(showTable, { exact: true }).click();
  const table = figure.getByRole("table", { name });
  await expect(table).toBeVisible();
  return table;
}

for (const locale of ["en", "es"] as const) {
  const copy = opsConsole[locale];
  const { figures } = copy;

  test(`the figures page in ${opsConsole.en.languages[locale]} draws each figure with its table, 30 or 90 days`, async ({
    page,
  }) => {
    test.slow(); // two periods, axe in every contrast mode
    await signInByLink(page, member.email);
    await page.goto(`/ops?lang=${locale}`);
    await page
      .getByRole("navigation", { name: copy.mainNavigation })
      .getByRole("link", { name: copy.navFigures })
      .click();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1, name: figures.title })).toBeVisible();
    const periods = page.getByRole("navigation", { name: figures.period });
    await expect(periods.getByRole("link", { name: figures.periodDays[30] })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("region", { name: figures.overdue.title })).toContainText(/\d/);

    const perDay = await chartTable(page, figures.perDay.title, figures.showTable);
    await expect(perDay.getByRole("row")).toHaveCount(31);
    const perCaseType = await chartTable(page, figures.perCaseType.title, figures.showTable);
    await expect(
      perCaseType.getByRole("rowheader", { name: caseTypeLabels[locale]["wrongful-death"] }),
    ).toBeVisible();
    const response = await chartTable(page, figures.firstResponse.title, figures.showTable);
    await expect(response.getByRole("rowheader", { name: figures.firstResponse.median })).toBeVisible();
    await expectAccessible(page);

    await periods.getByRole("link", { name: figures.periodDays[90] }).click();
    await expect(periods.getByRole("link", { name: figures.periodDays[90] })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const ninety = await chartTable(page, figures.perDay.title, figures.showTable);
    await expect(ninety.getByRole("row")).toHaveCount(91);
  });
}
