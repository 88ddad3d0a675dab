import { validConsultation, validContact } from "@firm/testkit/fixtures";
import { seriesValue } from "@firm/testkit/prometheus-text";
import { startSmtp } from "@firm/testkit/smtp";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { postIntake } from "../../tests/harness/intake.ts";
import { codeLabel } from "./metrics.ts";

const scrape = async (app: FastifyInstance) => {
  const response = await app.internal.inject("/metrics");
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

describe("the API's metrics (internal listener)", () => {
  let app: FastifyInstance;
  const smtp = { stop: async () => {} };
  beforeAll(async () => {
    const server = await startSmtp({ rejectRecipient: (address) => address === "intake@firm.example" });
    smtp.stop = server.stop;
    app = await buildTestApp({
      INTAKE_RATE_LIMIT_MAX: "1000",
      TEAM_EMAIL: "intake@firm.example",
      SMTP_URL: server.url,
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });
  beforeEach(resetIntake);

  it("counts requests by route template and status, and intake outcomes by form, reason and signal", async () => {
    const before = await scrape(app);
    const count = (text: string, labels: Record<string, string>) =>
      seriesValue(text, "http_request_duration_seconds_count", labels) ?? 0;
    const created = { method: "POST", route: "/api/contact", status_code: "201" };
    expect((await postIntake(app, "/api/contact", "json", { ...validContact })).statusCode).toBe(201);
    const honeypot = { ...validConsultation, website: "http://cheap.example" };
    expect((await postIntake(app, "/api/consultation", "json", honeypot)).statusCode).toBe(201);
    const invalid = { ...validContact, email: "maria-at-example" };
    expect((await postIntake(app, "/api/contact", "json", invalid)).statusCode).toBe(400);
    const unknownPath = "/api/maria@example.com/José";
    expect((await app.inject(unknownPath)).statusCode).toBe(404);
    const record = `/api/ops/records/${crypto.randomUUID()}`;
    expect((await app.inject(record)).statusCode).toBe(401);

    const after = await scrape(app);
    expect(count(after, created) - count(before, created)).toBe(1);
    expect(count(after, { method: "GET", route: "unmatched", status_code: "404" })).toBeGreaterThan(0);
    expect(count(after, { method: "GET", route: "/api/ops/records/:id", status_code: "401" })).toBe(1);
    expect(seriesValue(after, "firm_intake_accepted_total", { form: "contact" })).toBeGreaterThanOrEqual(1);
    const refused = { form: "contact", reason: "invalid_request" };
    expect(seriesValue(after, "firm_intake_refused_total", refused)).toBe(
      (seriesValue(before, "firm_intake_refused_total", refused) ?? 0) + 1,
    );
    const spam = { form: "consultation", verdict: "spam", signal: "honeypot" };
    expect(seriesValue(after, "firm_intake_flagged_total", spam)).toBeGreaterThanOrEqual(1);
    // Nothing a visitor sent or a path named appears: only templates, codes and counts.
    for (const personal of [validContact.email, "María", "maria", "José", "cheap.example", record]) {
      expect(after).not.toContain(personal);
    }
  });

  it("reports a form post refused for its origin as refused, and a form post stored as accepted", async () => {
    const before = await scrape(app);
    const refused = { form: "contact", reason: "forbidden_origin" };
    const crossSite = { origin: "https://evil.example" };
    expect((await postIntake(app, "/api/contact", "form", { ...validContact }, crossSite)).statusCode).toBe(
      403,
    );
    expect((await postIntake(app, "/api/contact", "form", { ...validContact })).statusCode).toBe(303);
    const after = await scrape(app);
    expect(seriesValue(after, "firm_intake_refused_total", refused)).toBe(
      (seriesValue(before, "firm_intake_refused_total", refused) ?? 0) + 1,
    );
    expect(seriesValue(after, "firm_intake_accepted_total", { form: "contact" })).toBe(
      (seriesValue(before, "firm_intake_accepted_total", { form: "contact" }) ?? 0) + 1,
    );
  });

  it("reads the outbox, e-mail failures by SMTP code and overdue requests by urgency", async () => {
    await postIntake(app, "/api/consultation", "json", { ...validConsultation, urgency: "emergency" });
    await sql(`UPDATE consultation_request SET "dueAt" = now() - interval '5 minutes'`);
    await sql(`UPDATE outbox_job SET "createdAt" = now() - interval '11 minutes'`);
    const before = await scrape(app);
    expect(seriesValue(before, "firm_outbox_jobs", { kind: "team-notification", status: "pending" })).toBe(1);
    expect(
      seriesValue(before, "firm_outbox_oldest_pending_seconds", { kind: "team-notification" }),
    ).toBeGreaterThan(600);
    expect(seriesValue(before, "firm_requests_overdue", { urgency: "emergency" })).toBe(1);
    expect(seriesValue(before, "firm_requests_overdue", { urgency: "normal" })).toBe(0);

    await app.outbox.runOnce();
    const after = await scrape(app);
    // The team's address is refused (550): its job waits for a retry; the visitor's e-mail went.
    const failures = { kind: "team-notification", code: "550" };
    expect(seriesValue(after, "firm_email_send_failures_total", failures)).toBe(
      (seriesValue(before, "firm_email_send_failures_total", failures) ?? 0) + 1,
    );
    expect(seriesValue(after, "firm_outbox_jobs", { kind: "team-notification", status: "retrying" })).toBe(1);
    expect(seriesValue(after, "firm_email_sent_total", { kind: "acknowledgment" })).toBe(
      (seriesValue(before, "firm_email_sent_total", { kind: "acknowledgment" }) ?? 0) + 1,
    );
    expect(after).not.toContain("intake@firm.example");
  });

  it("reports the database pool, the process and the archive (off here: every backup figure 0)", async () => {
    const text = await scrape(app);
    expect(seriesValue(text, "firm_database_up")).toBe(1);
    expect(seriesValue(text, "firm_db_pool_max")).toBe(10);
    expect(seriesValue(text, "firm_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    expect(seriesValue(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(seriesValue(text, "firm_wal_archiving")).toBe(0);
    expect(seriesValue(text, "firm_wal_oldest_waiting_seconds")).toBe(0);
    expect(seriesValue(text, "firm_backup_last_full_timestamp_seconds")).toBe(0);
  });

  it("is not served on the public port", async () => {
    for (const url of ["/metrics", "/api/metrics", "/alerts"])
      expect((await app.inject(url)).statusCode, url).toBe(404);
  });
});

describe("the metrics of an app whose database is away", () => {
  it("say so (firm_database_up 0) and still report the process", async () => {
    const app = await buildTestApp({}, { databaseUrl: "postgresql://nobody:wrong@127.0.0.1:1/none" });
    const text = await scrape(app);
    expect(seriesValue(text, "firm_database_up")).toBe(0);
    expect(
      seriesValue(text, "firm_outbox_jobs", { kind: "team-notification", status: "pending" }),
    ).toBeNull();
    expect(seriesValue(text, "process_cpu_seconds_total")).toBeGreaterThan(0);
    await app.close();
  });
});

describe("codeLabel", () => {
  it("keeps codes and drops any text", () => {
    expect(codeLabel({ responseCode: 535, response: "535 5.7.8 <maria@example.com> bad" })).toBe("535");
    expect(codeLabel({ code: "ECONNREFUSED" })).toBe("ECONNREFUSED");
    expect(codeLabel({ code: "maria@example.com" })).toBe("other");
    expect(codeLabel(undefined)).toBe("other");
  });
});
