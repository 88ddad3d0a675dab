import { readFile } from "node:fs/promises";
import { consultation } from "@firm/content/dictionaries/consultation";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { recordStatusLabels } from "@firm/content/enums/record-status";
import { sourceChannelLabels } from "@firm/content/enums/source-channel";
import { firm } from "@firm/content/firm";
import { expectAccessible } from "./axe.ts";
import { query } from "./database.ts";
import { dismissRelocationNotice, expect, hydrated, test } from "./fixtures.ts";
import { fillConsultation } from "./form-filling.ts";
import { addMember, signInByLink } from "./ops-helpers.ts";

/**
 * Where each client came from, and the request's page made for the call, end to end: a
 * visit lands from a Google Ads click with utm_* parameters, browses two pages in Spanish and sends a
 * consultation; the record keeps the source, the console shows it in plain words on a first screen
 * that holds the phone link and what happened, the figures count it, the inbox filters by it, the CSV
 * carries it, and a logged call moves it to contacted. axe checks each changed screen in every
 * contrast mode.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const staff = { email: `sol.${stamp}@example.com`, name: `Sol Sources ${stamp}` };
const campaign = `motorcycle-la-${stamp}`;
/** A word of letters only, to find the request by (the search reads "123-45ab" as several words). */
const tag = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  "",
);
const landing = "/es/services/motorcycle-injuries";
const copy = opsConsole.en;

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeAll(() => addMember(staff.email, staff.name, "intake"));
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test("a Google Ads visit's request: kept, shown for the call, counted, filtered, exported", async ({
  page,
}) => {
  test.slow(); // a visit of three pages, four console screens, axe in every contrast mode on three

  await page.goto(`${landing}?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=Cj0-secret`, {
    referer: "https://www.google.com/",
  });
  await hydrated(page);
  const header = siteHeader.es;
  await page
    .getByRole("navigation", { name: header.mainNavLabel })
    .getByRole("link", { name: header.nav.about, exact: true })
    .click();
  await hydrated(page);
  await page.getByRole("link", { name: header.consultationButton }).first().click();
  await expect(page).toHaveURL(/\/es\/consultation$/);
  await hydrated(page);
  const description = `Choqué en la moto en la 91, caso ${tag}`;
  await fillConsultation(page, description, { locale: "es", caseType: "accident-injuries" });
  const form = consultation.es.form;
  await page.getByRole("button", { name: form.submitBox.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: form.successTitle })).toBeVisible();

  const [stored] = await query<Record<string, unknown>>(
    `SELECT id, page, "landingPage", "referrerHost", "utmSource", "utmMedium", "utmCampaign", "adClick",
       "sourceChannel"::text AS "sourceChannel", "sourceName"
     FROM consultation_request WHERE "caseDescription" = $1`,
    [description],
  );
  expect(stored).toMatchObject({
    page: "/es/consultation",
    landingPage: landing,
    referrerHost: "www.google.com",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: campaign,
    adClick: true,
    sourceChannel: "ads",
    sourceName: "google",
  });
  expect(JSON.stringify(stored)).not.toContain("secret");

  // The inbox, filtered by source: every time there carries the firm's time zone.
  await signInByLink(page, staff.email);
  await page.getByRole("textbox", { name: copy.inbox.search }).fill(tag);
  await page.getByText(copy.inbox.moreFilters).click();
  await page
    .getByRole("combobox", { name: copy.source.inboxSource })
    .selectOption(sourceChannelLabels.en.ads);
  await page.getByRole("button", { name: copy.inbox.apply }).click();
  await expect(page).toHaveURL(/source=ads/);
  const row = page
    .getByRole("table", { name: copy.inbox.caption })
    .getByRole("row")
    .filter({ hasText: "Ana Ruiz" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/P[SD]T/);
  await expectAccessible(page);

  // The request's page: its first screen holds the phone link and what happened.
  await row.getByRole("link", { name: "Ana Ruiz" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ana Ruiz" })).toBeVisible();
  const card = page.getByRole("region", { name: copy.call.title });
  const phone = card.getByRole("link", { name: "+1 714 555 0111" });
  await expect(phone).toHaveAttribute("href", "tel:+17145550111");
  const mail = card.getByRole("link", { name: "ana@example.com" });
  await expect(mail).toHaveAttribute(
    "href",
    `mailto:ana@example.com?subject=${encodeURIComponent(`Su solicitud a ${firm.name}`)}`,
  );
  await expect(card).toContainText(`Google Ads, campaign ${campaign}, landed on ${landing}`);
  await expect(card).toContainText(/P[SD]T/);
  const story = card.getByText(description);
  for (const onFirstScreen of [phone, story]) {
    const box = await onFirstScreen.boundingBox();
    expect(box, "on the page").not.toBeNull();
    expect((box?.y ?? 800) + (box?.height ?? 0), "within the first 800 pixels").toBeLessThanOrEqual(800);
  }
  const notGiven = page.getByText(/^Not given: \d+ fields$/);
  await notGiven.click();
  await expect(page.getByRole("listitem").filter({ hasText: copy.fields.witnesses })).toBeVisible();
  await expectAccessible(page);

  // Logging a call: one action, the first response and new → contacted.
  await page.getByRole("textbox", { name: copy.call.logNote }).fill("Llamé: enviará el reporte policial.");
  await page.getByRole("button", { name: copy.call.logSubmit }).click();
  await expect(page.getByRole("status")).toContainText(copy.call.savedCall);
  await expect(page.getByRole("combobox", { name: copy.record.newStatus })).toHaveValue("contacted");
  await expect(page.getByRole("list").filter({ hasText: copy.actions.show })).toContainText(
    `${recordStatusLabels.en.new} → ${recordStatusLabels.en.contacted}`,
  );

  // The figures count it under its source; the source's name opens the inbox on it.
  await page.getByRole("link", { name: copy.navFigures }).click();
  const figure = page.getByRole("figure", { name: copy.figures.perSource.title });
  await expect(figure.getByRole("img", { name: copy.figures.perSource.title })).toBeVisible();
  await figure.getByText(copy.figures.showTable, { exact: true }).click();
  const table = figure.getByRole("table", { name: copy.figures.perSource.title });
  await expect(table.getByRole("row", { name: /^Google Ads \d+ \d+ \d+$/ })).toBeVisible();
  await expectAccessible(page);
  await table.getByRole("link", { name: "Google Ads" }).click();
  await expect(page).toHaveURL(/source=ads&sourceName=google/);
  await expect(page.getByRole("link", { name: "Ana Ruiz" }).first()).toBeVisible();

  // The CSV of the filtered inbox carries the source.
  await page.goto(`/ops?source=ads&q=${tag}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: copy.inbox.exportCsv }).click();
  const csv = (await readFile(await (await downloading).path(), "utf8")).replace("\uFEFF", "").split("\r\n");
  const columns = csv[0]?.split(",") ?? [];
  const cells = csv[1]?.split(",") ?? [];
  const cell = (name: string) => cells[columns.indexOf(name)];
  expect(csv).toHaveLength(3);
  expect([cell("landingPage"), cell("referrerHost"), cell("utmCampaign"), cell("adClick")]).toEqual([
    landing,
    "www.google.com",
    campaign,
    "true",
  ]);
  expect([cell("sourceChannel"), cell("sourceName"), cell("status")]).toEqual(["ads", "google", "contacted"]);
});
