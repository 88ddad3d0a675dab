import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { validConsultation, validContact } from "../../tests/harness/fixtures.ts";

describe("spam submissions", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000", MIN_FILL_MS: "3000" });
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload });

  it("answer like a success, are stored flagged as spam and get no e-mail job", async () => {
    const honeypot = await post("/api/contact", { ...validContact, website: "http://cheap-pills.example" });
    const tooFast = await post("/api/consultation", {
      ...validConsultation,
      formStartedAt: Date.now() - 500,
    });
    for (const response of [honeypot, tooFast]) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, id: expect.any(String) });
    }
    expect(await sql('SELECT status::text, "spamReason"::text FROM contact_message')).toEqual([
      { status: "spam", spamReason: "honeypot" },
    ]);
    expect(await sql('SELECT status::text, "spamReason"::text FROM consultation_request')).toEqual([
      { status: "spam", spamReason: "too-fast" },
    ]);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(0);
  });

  it("treats a form filled slowly enough, or from a clock ahead of ours, as genuine", async () => {
    await post("/api/contact", { ...validContact, formStartedAt: Date.now() - 10_000 });
    await post("/api/contact", { ...validContact, formStartedAt: String(Date.now() + 3_600_000) });
    const rows = await sql<{ status: string }>("SELECT status::text FROM contact_message");
    expect(rows).toEqual([{ status: "new" }, { status: "new" }]);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(4);
  });
});
