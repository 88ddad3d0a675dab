import { validConsultation } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";

/**
 * The figures are read at a fixed instant (the app's clock, faked): Friday 20 November 2026, noon in
 * California. Its 30 days run from 22 October to 20 November, firm time, and hold the end of
 * daylight saving time (1 November 2026, 02:00 PDT → 01:00 PST: a 25-hour day).
 */
const now = new Date("2026-11-20T20:00:00Z");
const hour = 3_600_000;

type Seed = {
  createdAt: string;
  caseType?: string;
  status?: "new" | "contacted" | "spam";
  dueAt?: string;
  firstResponseAt?: string | null;
};

describe("/api/ops/figures", () => {
  let app: FastifyInstance;
  let member: TestMember;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
    member = await signedInMember(app, "intake", "Fiona Figures");
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);
  afterEach(() => vi.useRealTimers());

  /** A contact message as stored, with its times set (due 24 hours after arrival unless given). */
  const seed = async ({ createdAt, caseType = "accident-injuries", status = "new", ...times }: Seed) => {
    const dueAt = times.dueAt ?? new Date(Date.parse(createdAt) + 24 * hour).toISOString();
    await sql(
      `INSERT INTO contact_message (id, name, email, phone, "caseType", message, locale, page, status,
         "createdAt", "updatedAt", "dueAt", "firstResponseAt")
       VALUES (gen_random_uuid(), 'Figure Seed', 'seed@example.com', '(714) 555-0100', $1::case_type,
         'Seeded for the figures.', 'en', '/contact', $2::record_status, $3, $3, $4, $5)`,
      [caseType, status, createdAt, dueAt, times.firstResponseAt ?? null],
    );
  };

  /** The figures as the console asks for them, at the fixed instant (the session made live then). */
  const figures = async (query = "") => {
    vi.useFakeTimers({ toFake: ["Date"], now });
    await sql(`UPDATE ops_session SET "createdAt" = $2, "lastSeenAt" = $2 WHERE id = $1`, [
      member.sessionId,
      now,
    ]);
    const response = await asMember(app, member)(`/api/ops/figures${query}`);
    vi.useRealTimers();
    return response;
  };

  it("counts requests per calendar day in California, across the end of daylight saving time", async () => {
    await seed({ createdAt: "2026-10-22T06:30:00Z" }); // 21 Oct, 23:30 PDT: before the 30 days
    await seed({ createdAt: "2026-10-22T07:30:00Z" }); // 22 Oct, 00:30 PDT: the first day
    await seed({ createdAt: "2026-11-01T06:30:00Z" }); // 31 Oct, 23:30 PDT
    await seed({ createdAt: "2026-11-01T07:30:00Z" }); // 1 Nov, 00:30 PDT
    await seed({ createdAt: "2026-11-01T09:30:00Z" }); // 1 Nov, 01:30 PST (the hour lived twice)
    await seed({ createdAt: "2026-11-02T07:30:00Z" }); // 1 Nov, 23:30 PST (00:30 the next day in PDT)
    await seed({ createdAt: "2026-11-01T12:00:00Z", status: "spam" }); // spam: never counted
    await seed({ createdAt: "2026-11-02T08:30:00Z" }); // 2 Nov, 00:30 PST
    await seed({ createdAt: "2026-11-21T07:30:00Z" }); // 20 Nov, 23:30 PST: later than now
    await seed({ createdAt: "2026-11-20T19:00:00Z" }); // today, 11:00 PST

    const response = await figures();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, days: 30, timeZone: "America/Los_Angeles" });
    expect(body).toMatchObject({ from: "2026-10-22", to: "2026-11-20" });
    expect(body.perDay).toHaveLength(30);
    const counted = Object.fromEntries(
      body.perDay
        .filter((entry: { count: number }) => entry.count > 0)
        .map((entry: { day: string; count: number }) => [entry.day, entry.count]),
    );
    expect(counted).toEqual({
      "2026-10-22": 1,
      "2026-10-31": 1,
      "2026-11-01": 3,
      "2026-11-02": 1,
      "2026-11-20": 1,
    });

    const ninety = (await figures("?days=90")).json();
    expect(ninety).toMatchObject({ days: 90, from: "2026-08-23", to: "2026-11-20" });
    expect(ninety.perDay).toHaveLength(90);
    expect(ninety.perDay.find((entry: { day: string }) => entry.day === "2026-10-21")).toEqual({
      day: "2026-10-21",
      count: 1,
    });
    expect((await figures("?days=7")).statusCode).toBe(400);
    expect((await figures("?days=30&spam=include")).statusCode).toBe(400);
  });

  it("counts requests per case type, both forms, spam left out", async () => {
    await seed({ createdAt: "2026-11-10T18:00:00Z", caseType: "wrongful-death" });
    await seed({ createdAt: "2026-11-11T18:00:00Z", caseType: "wrongful-death" });
    await seed({ createdAt: "2026-11-12T18:00:00Z", caseType: "other" });
    await seed({ createdAt: "2026-11-12T19:00:00Z", caseType: "other", status: "spam" });
    await seed({ createdAt: "2026-09-01T18:00:00Z", caseType: "financial-law" });
    const submitted = await app.inject({
      method: "POST",
      url: "/api/consultation",
      payload: validConsultation,
    });
    await sql(`UPDATE consultation_request SET "createdAt" = '2026-11-15T18:00:00Z' WHERE id = $1`, [
      submitted.json().id,
    ]);

    expect((await figures()).json().perCaseType).toEqual([
      { caseType: "wrongful-death", count: 2 },
      { caseType: validConsultation.caseType, count: 1 },
      { caseType: "other", count: 1 },
    ]);
    expect((await figures("?days=90")).json().perCaseType).toContainEqual({
      caseType: "financial-law",
      count: 1,
    });
  });

  it("gives the first-response time's median and 90th percentile, and the overdue count, audited", async () => {
    const answeredAfter = (hours: number, day = "2026-11-16") => {
      const createdAt = `${day}T17:00:00Z`;
      const firstResponseAt = new Date(Date.parse(createdAt) + hours * hour).toISOString();
      return seed({ createdAt, status: "contacted", firstResponseAt });
    };
    for (const hours of [1, 2, 3, 4, 10]) await answeredAfter(hours);
    await answeredAfter(50, "2026-09-01"); // answered before the 30 days
    await seed({
      createdAt: "2026-11-16T17:00:00Z",
      status: "spam",
      firstResponseAt: "2026-11-19T17:00:00Z",
    });
    // Overdue now: two; not yet due, spam, and answered late (however late) are not.
    await seed({ createdAt: "2026-11-18T17:00:00Z" });
    await seed({ createdAt: "2026-08-01T17:00:00Z" });
    await seed({ createdAt: "2026-11-20T17:00:00Z" });
    await seed({ createdAt: "2026-11-18T17:00:00Z", status: "spam" });
    await seed({
      createdAt: "2026-11-10T17:00:00Z",
      status: "contacted",
      firstResponseAt: "2026-11-15T17:00:00Z",
    });

    const body = (await figures()).json();
    expect(body.firstResponse).toEqual({ answered: 6, medianSeconds: 3.5 * 3600, p90Seconds: 65 * 3600 });
    expect(body.overdue).toBe(2);
    const [entry] = await sql<{ actor: string; detail: object }>(
      `SELECT actor, detail FROM audit_log WHERE action = 'figures' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ actor: `user:${member.id}`, detail: { days: 30 } });
  });

  it("is for signed-in team members only", async () => {
    expect((await app.inject({ url: "/api/ops/figures" })).statusCode).toBe(401);
  });
});
