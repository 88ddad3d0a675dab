import { randomBytes } from "node:crypto";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import type { SystemAlertName } from "@firm/content/enums/system-alert";
import { formatFirmTime } from "@firm/content/firm-time";
import type { Locale } from "@firm/content/locale";
import { fill } from "@firm/content/template";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { query } from "./database.ts";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";
import { addMember, signInByLink } from "./ops-helpers.ts";

/**
 * The monitoring's alert as the team sees it: Alertmanager posts it to the API's internal webhook
 * (run.ts gives the API that listener and its token), every console page of every signed-in member
 * shows the banner in the member's language, an admin's System page lists it, and the banner goes
 * once Alertmanager says the alert resolved. The alert is resolved again after the tests, so the
 * other specs' console pages are left without a banner.
 */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const admin = { email: `alba.${stamp}@example.com`, name: `Alba Admin ${stamp}` };
const intake = { email: `hugo.${stamp}@example.com`, name: `Hugo Intake ${stamp}` };
const alertName: SystemAlertName = "DatabaseStandbyMissing";
const fingerprints = new Map<SystemAlertName, string>();
// Whole minutes, as the console shows them.
const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000).toISOString();
const recordName = `Marta Ruiz ${stamp}`;
const story =
  "Un camión me chocó por detrás en la autopista 405 cerca de Irvine el martes por la tarde. Me llevaron " +
  "al hospital con dolor de cuello y espalda; el seguro del otro conductor ya me llamó dos veces y quiere " +
  "que firme algo esta semana. No puedo trabajar y no sé qué hacer.";
let recordId = "";

/** One alert as Alertmanager 0.25's webhook (version 4) sends it, to the API's internal listener. */
async function alertmanagerSays(status: "firing" | "resolved", name: SystemAlertName = alertName) {
  const fingerprint = fingerprints.get(name) ?? randomBytes(8).toString("hex");
  fingerprints.set(name, fingerprint);
  const alert = {
    status,
    labels: { alertname: name, severity: "page" },
    annotations: { summary: "The database runs on one machine.", runbook: "infra/monitoring/README.md" },
    startsAt,
    endsAt: status === "resolved" ? new Date().toISOString() : "0001-01-01T00:00:00Z",
    generatorURL: "http://127.0.0.1:9090/graph",
    fingerprint,
  };
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_API_METRICS_PORT}/alerts`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${process.env.E2E_ALERT_WEBHOOK_TOKEN}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      version: "4",
      groupKey: `{}:{alertname="${name}"}`,
      status,
      receiver: "api",
      groupLabels: { alertname: name },
      commonLabels: alert.labels,
      commonAnnotations: alert.annotations,
      externalURL: "http://127.0.0.1:9093",
      truncatedAlerts: 0,
      alerts: [alert],
    }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The banner as a member sees it: the region named in their language, its alert saying since when. */
function banner(page: Page, locale: Locale) {
  return page.getByRole("region", { name: opsConsole[locale].systemBanner.label });
}

async function expectBanner(page: Page, locale: Locale) {
  const copy = opsConsole[locale].systemBanner;
  const message = fill(copy.alerts[alertName], { since: formatFirmTime(startsAt, locale) });
  const alert = banner(page, locale).getByRole("alert");
  await expect(alert).toContainText(copy.title);
  await expect(alert).toContainText(message);
}

/** Every page a member's console navigation leads to, and a request's page: the banner on each. */
async function expectBannerEverywhere(page: Page, locale: Locale) {
  const copy = opsConsole[locale];
  const navigation = page.getByRole("navigation", { name: copy.mainNavigation });
  const paths = await navigation
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(paths.length).toBeGreaterThanOrEqual(3);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectBanner(page, locale);
  }
  await page.goto(`/ops/records/${recordId}`);
  await expect(page.getByRole("heading", { level: 1, name: recordName })).toBeVisible();
  await expectBanner(page, locale);
}

test.beforeAll(async () => {
  addMember(admin.email, admin.name, "admin");
  addMember(intake.email, intake.name, "intake");
  const [row] = await query<{ id: string }>(
    `INSERT INTO consultation_request (id, "firstName", "lastName", email, phone, "phoneE164", "caseType",
       "caseDescription", "preferredContactMethod", urgency, locale, page, "landingPage", "utmSource",
       "utmMedium", "utmCampaign", "adClick", "sourceChannel", "sourceName", "dueAt")
     VALUES (gen_random_uuid(), 'Marta', $1, 'marta@example.com', '(714) 555-0142', '+17145550142',
       'accident-injuries', $2, 'phone', 'urgent', 'es', '/es/consultation', '/es/services/accident-injuries',
       'google', 'cpc', 'accidentes-oc', true, 'ads', 'google', now() + interval '4 hours')
     RETURNING id::text`,
    [recordName.slice("Marta ".length), story],
  );
  recordId = row?.id ?? "";
});
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));
test.afterAll(async () => {
  for (const name of fingerprints.keys()) await alertmanagerSays("resolved", name);
});

test("an alert from Alertmanager shows on every console page in each member's language, until it resolves", async ({
  page: adminPage,
  browser,
}) => {
  await alertmanagerSays("firing");

  // An admin who reads the console in Spanish: every page, then the System page's list.
  await signInByLink(adminPage, admin.email);
  await adminPage.goto("/ops?lang=es");
  await expect(adminPage.locator("html")).toHaveAttribute("lang", "es");
  await expectBannerEverywhere(adminPage, "es");
  const es = opsConsole.es.system;
  await adminPage.goto("/ops/system");
  await expect(adminPage.getByRole("heading", { level: 1, name: es.title })).toBeVisible();
  const row = adminPage
    .getByRole("table", { name: es.alertsCaption })
    .getByRole("row", { name: es.alertNames[alertName] });
  await expect(row).toContainText(es.active);
  await expect(row).toContainText(formatFirmTime(startsAt, "es"));
  await expectAccessible(adminPage);

  // An intake member in English: the pages they may open.
  const intakeContext = await browser.newContext();
  const intakePage = await intakeContext.newPage();
  await dismissRelocationNotice(intakePage);
  await signInByLink(intakePage, intake.email);
  await expectBannerEverywhere(intakePage, "en");

  // Resolved: the banner goes on the next page either opens; the System page keeps it as resolved.
  await alertmanagerSays("resolved");
  await intakePage.goto("/ops");
  await expect(intakePage.getByRole("heading", { level: 1, name: opsConsole.en.inbox.title })).toBeVisible();
  await expect(banner(intakePage, "en")).toHaveCount(0);
  await adminPage.reload();
  await expect(adminPage.getByRole("heading", { level: 1, name: es.title })).toBeVisible();
  await expect(banner(adminPage, "es")).toHaveCount(0);
  await expect(
    adminPage
      .getByRole("table", { name: es.alertsCaption })
      .getByRole("row", { name: es.alertNames[alertName] }),
  ).toContainText(es.resolved);
  await expectAccessible(adminPage);
  await intakeContext.close();
});

test("two alerts at once share one banner, and a record's phone and story stay on the first screen", async ({
  page,
}) => {
  const others: SystemAlertName[] = ["TeamEmailsFailing", "EmergencyRequestOverdue"];
  for (const name of others) await alertmanagerSays("firing", name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByLink(page, intake.email);
  await page.goto(`/ops/records/${recordId}`);
  await expect(page.getByRole("heading", { level: 1, name: recordName })).toBeVisible();
  const copy = opsConsole.en;
  const alert = banner(page, "en").getByRole("alert");
  await expect(alert).toHaveCount(1);
  for (const name of others) {
    await expect(alert).toContainText(
      fill(copy.systemBanner.alerts[name], { since: formatFirmTime(startsAt, "en") }),
    );
  }
  const card = page.getByRole("region", { name: copy.call.title });
  const phone = card.getByRole("link", { name: "+1 714 555 0142" });
  await expect(phone).toHaveAttribute("href", "tel:+17145550142");
  for (const onFirstScreen of [phone, card.getByText(story)]) {
    const box = await onFirstScreen.boundingBox();
    expect(box, "on the page").not.toBeNull();
    expect((box?.y ?? 800) + (box?.height ?? 0), "within the first 800 pixels").toBeLessThanOrEqual(800);
  }
  for (const name of others) await alertmanagerSays("resolved", name);
});
