import { seriesValue } from "@firm/testkit/prometheus-text";
import { expect, request, test } from "@playwright/test";
import pg from "pg";
import { readRules } from "../monitoring/rule-tests.ts";
import { databaseUrl, monitoringPorts, origin } from "../playwright.config.ts";

/**
 * The monitoring of `pnpm prod` (infra/monitoring): the internal listeners count what arrives through
 * nginx and name nobody, nginx forwards none of them, Prometheus scrapes every target with the rules
 * loaded, and an alert goes from Alertmanager to the API's webhook and back out when it resolves.
 */
const local = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function alertRows(alertname: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ firing: boolean }>(
      `SELECT "firing" FROM "system_alert" WHERE "name" = $1`,
      [alertname],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test("the metrics move with requests sent through nginx, and name no one", async () => {
  const api = await request.newContext({ ignoreHTTPSErrors: true });
  const before = await (await api.get(local(monitoringPorts.apiMetrics, "/metrics"))).text();
  const email = `monitoring-${stamp}@example.com`;
  const name = `Monitoring Smoke ${stamp}`;
  const sent = await api.post(`${origin}/api/contact`, {
    headers: { origin },
    data: { name, email, phone: "", caseType: "", message: "Checking the metrics.", website: "" },
  });
  expect(sent.status()).toBe(201);
  const after = await (await api.get(local(monitoringPorts.apiMetrics, "/metrics"))).text();
  const accepted = (text: string) =>
    seriesValue(text, "firm_intake_accepted_total", { form: "contact" }) ?? 0;
  expect(accepted(after)).toBe(accepted(before) + 1);
  // No form token: stored in the inbox, marked "check".
  const flagged = { form: "contact", verdict: "check", signal: "token-missing" };
  expect(seriesValue(after, "firm_intake_flagged_total", flagged)).toBeGreaterThanOrEqual(1);
  expect(after).not.toContain(email);
  expect(after).not.toContain(stamp);
  const site = await (await api.get(local(monitoringPorts.webMetrics, "/metrics"))).text();
  expect(site).toContain("# TYPE http_request_duration_seconds histogram");
  expect(site).toContain("process_resident_memory_bytes");
  await api.dispose();
});

test("nginx forwards none of the internal listeners", async () => {
  const api = await request.newContext({ ignoreHTTPSErrors: true });
  for (const path of ["/metrics", "/api/metrics", "/alerts", "/api/alerts"]) {
    const answer = await api.get(`${origin}${path}`);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain("# TYPE");
  }
  await api.dispose();
});

test("Prometheus scrapes the API, the site, itself and Alertmanager, with every rule loaded", async () => {
  const prometheus = await request.newContext();
  await expect(async () => {
    const targets = (
      await (await prometheus.get(local(monitoringPorts.prometheus, "/api/v1/targets"))).json()
    ).data.activeTargets as { labels: { job: string }; health: string }[];
    expect(targets.map((target) => `${target.labels.job}:${target.health}`).sort()).toEqual([
      "alertmanager:up",
      "api:up",
      "prometheus:up",
      "web:up",
    ]);
  }).toPass({ timeout: 45_000 });
  const rules = (await (await prometheus.get(local(monitoringPorts.prometheus, "/api/v1/rules"))).json()).data
    .groups[0].rules as unknown[];
  expect(rules).toHaveLength(readRules().length);
  await prometheus.dispose();
});

test("an alert reaches the API through Alertmanager's webhook, and its resolution too", async () => {
  // The first notice waits group_wait, a resolution up to group_interval (smoke-stack.ts: 1 s, 2 s;
  // production's 10 s and 1 min are left room too).
  test.setTimeout(180_000);
  const alertmanager = await request.newContext();
  const alertname = `SmokeTest-${stamp}`;
  const post = (endsAt?: string) =>
    alertmanager.post(local(monitoringPorts.alertmanager, "/api/v2/alerts"), {
      data: [{ labels: { alertname, severity: "ticket" }, ...(endsAt ? { endsAt } : {}) }],
    });
  expect((await post()).status()).toBe(200);
  await expect(async () => expect(await alertRows(alertname)).toEqual([{ firing: true }])).toPass({
    timeout: 45_000,
  });
  expect((await post(new Date().toISOString())).status()).toBe(200);
  await expect(async () => expect(await alertRows(alertname)).toEqual([{ firing: false }])).toPass({
    timeout: 120_000,
  });
  await alertmanager.dispose();
});
