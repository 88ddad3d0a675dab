import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, sql } from "../../tests/harness/app.ts";
import { asMember, signedInMember } from "../../tests/harness/ops-session.ts";

const token = "alertmanager-test-token-0123456789abcdef";
const alert = (status: "firing" | "resolved", startsAt: string, extra: Record<string, unknown> = {}) => ({
  status,
  labels: { alertname: "TeamEmailsFailing", severity: "page", kind: "team-notification" },
  annotations: { summary: "Team e-mails are failing", runbook: "infra/monitoring/README.md" },
  startsAt,
  endsAt: status === "resolved" ? "2026-11-28T09:20:00.000Z" : "0001-01-01T00:00:00Z",
  generatorURL: "http://prometheus:9090/graph",
  fingerprint: "4f2a9c0d1e3b5a67",
  ...extra,
});
const webhook = (alerts: object[]) => ({
  version: "4",
  groupKey: '{}:{alertname="TeamEmailsFailing"}',
  status: "firing",
  receiver: "api",
  groupLabels: {},
  commonLabels: {},
  commonAnnotations: {},
  externalURL: "http://alertmanager:9093",
  truncatedAlerts: 0,
  alerts,
});

describe("Alertmanager's webhook and the console's alerts", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ALERT_WEBHOOK_TOKEN: token, METRICS_PORT: "0" });
  });
  afterAll(() => app.close());
  beforeEach(() => sql(`DELETE FROM system_alert`));

  const post = (body: object, authorization = `Bearer ${token}`) =>
    app.internal.inject({ method: "POST", url: "/alerts", payload: body, headers: { authorization } });

  it("listens on its own port, where Prometheus scrapes it over HTTP", async () => {
    const { port } = app.internal.server.address() as AddressInfo;
    expect(port).toBeGreaterThan(0);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("refuses a call without Alertmanager's token, or with another, and stores nothing", async () => {
    const body = webhook([alert("firing", "2026-11-28T09:12:00.000Z")]);
    expect((await post(body, "")).statusCode).toBe(401);
    expect((await post(body, "Bearer not-the-token-0123456789abcdef0123")).statusCode).toBe(401);
    expect(await sql(`SELECT 1 FROM system_alert`)).toEqual([]);
  });

  it("refuses a body that is not Alertmanager's, naming what is wrong", async () => {
    const response = await post({ version: "4", alerts: [{ status: "burning" }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: "invalid_request" } });
  });

  it("shows a firing alert to every member until it resolves; a late retry does not bring it back", async () => {
    const member = asMember(app, await signedInMember(app, "intake"));
    expect((await member("/api/ops/alerts")).json()).toEqual({ success: true, alerts: [] });
    expect((await post(webhook([alert("firing", "2026-11-28T09:12:00.000Z")]))).json()).toEqual({
      stored: 1,
    });
    expect((await member("/api/ops/alerts")).json()).toEqual({
      success: true,
      alerts: [{ name: "TeamEmailsFailing", since: "2026-11-28T09:12:00.000Z" }],
    });
    await post(webhook([alert("resolved", "2026-11-28T09:12:00.000Z")]));
    expect((await member("/api/ops/alerts")).json().alerts).toEqual([]);
    // The firing message retried after the resolution changes nothing; a new start fires again.
    expect((await post(webhook([alert("firing", "2026-11-28T09:12:00.000Z")]))).json()).toEqual({
      stored: 0,
    });
    expect((await member("/api/ops/alerts")).json().alerts).toEqual([]);
    await post(webhook([alert("firing", "2026-11-28T10:00:00.000Z")]));
    expect((await member("/api/ops/alerts")).json().alerts).toEqual([
      { name: "TeamEmailsFailing", since: "2026-11-28T10:00:00.000Z" },
    ]);
  });

  it("lists the last 7 days to admins beside the backups, and not to intake members", async () => {
    await post(
      webhook([
        alert("resolved", "2026-11-28T09:12:00.000Z", {
          fingerprint: "a1",
          endsAt: new Date().toISOString(),
        }),
        alert("firing", new Date(Date.now() - 60_000).toISOString(), {
          fingerprint: "b2",
          labels: { alertname: "WalArchivingStalled", severity: "page" },
        }),
      ]),
    );
    const intake = asMember(app, await signedInMember(app, "intake"));
    expect((await intake("/api/ops/system")).statusCode).toBe(403);
    const admin = asMember(app, await signedInMember(app, "admin"));
    const system = (await admin("/api/ops/system")).json();
    expect(system.alerts.map((entry: { name: string; state: string }) => [entry.name, entry.state])).toEqual([
      ["WalArchivingStalled", "active"],
      ["TeamEmailsFailing", "resolved"],
    ]);
    expect(system.alerts[0]).toMatchObject({ severity: "page", resolvedAt: null });
    // The test database does not archive its WAL.
    expect(system.backup).toMatchObject({ archive: "off", lastFull: null, lastBackup: null });
  });

  it("needs a signed-in member: a bearer token of scripts does not see the banner's alerts", async () => {
    expect((await app.inject("/api/ops/alerts")).statusCode).toBe(401);
  });
});
