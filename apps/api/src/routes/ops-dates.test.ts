import { validContact } from "@firm/testkit/fixtures";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake } from "../../tests/harness/app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";
import { issueToken } from "../ops/tokens.ts";

/** Instants PostgreSQL cannot take (year 0, before year 1, past 9999) or no request can have. */
const farInstants = [
  "0000-01-01T00:00:00.000Z",
  "+010000-01-01T00:00:00.000Z",
  "-000001-01-01T00:00:00.000Z",
  "1999-12-31T23:59:59.999Z",
  "2100-01-01T00:00:00.000Z",
];
const someId = "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";

describe("second probe, finding 2: the console's dates and cursors are bounded by the schema", () => {
  let app: FastifyInstance;
  let member: TestMember;
  let admin: TestMember;
  let bearer: string;
  const withToken = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000", GLOBAL_RATE_LIMIT_MAX: "100000" });
    member = await signedInMember(app, "intake");
    admin = await signedInMember(app, "admin");
    ({ token: bearer } = await issueToken(app.prisma, "second probe"));
    await resetIntake();
    await app.inject({ method: "POST", url: "/api/contact", payload: validContact });
  });
  afterAll(() => app.close());

  it("second probe, finding 2: an inbox cursor of a year no request has is a 400, in both orders", async () => {
    const inbox = asMember(app, member);
    for (const at of farInstants) {
      for (const sort of ["newest", "due"] as const) {
        // As the inbox wrote its cursors before (base64url) and as it writes them now (readable).
        const cursors = [
          Buffer.from(`${sort === "due" ? "due|" : ""}${at}|${someId}`).toString("base64url"),
          `${sort === "due" ? "due_" : ""}${at}_${someId}`,
        ];
        for (const cursor of cursors) {
          const answer = await inbox(`/api/ops/inbox?${new URLSearchParams({ sort, cursor })}`);
          expect(answer.statusCode, `${sort} ${cursor}`).toBe(400);
          expect(answer.json().error.message, cursor).toContain("cursor");
        }
      }
    }
  });

  it("second probe, finding 2: a day outside 2000-2099 is a 400 naming it, on records, export and inbox", async () => {
    const inbox = asMember(app, member);
    for (const day of ["0000-01-01", "0001-01-01", "1999-12-31", "2100-01-01", "9999-12-31", "2026-02-30"]) {
      for (const [url, call] of [
        [`/api/ops/records?from=${day}`, withToken],
        [`/api/ops/export?to=${day}`, withToken],
        [`/api/ops/inbox?from=${day}`, inbox],
        [`/api/ops/inbox/export?to=${day}`, inbox],
      ] as const) {
        const answer = await call(url);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json().error.message, url).toMatch(/from|to/);
      }
    }
    for (const day of ["2000-01-01", "2099-12-31"]) {
      expect((await withToken(`/api/ops/records?from=${day}`)).statusCode, day).toBe(200);
      expect((await inbox(`/api/ops/inbox?to=${day}`)).statusCode, day).toBe(200);
    }
  });

  it("second probe, finding 2: an audit page before an id past the log's column is a 400", async () => {
    const audit = asMember(app, admin);
    for (const before of ["2147483648", "99999999999999999999", "1e10"]) {
      const answer = await audit(`/api/ops/audit?before=${before}`);
      expect(answer.statusCode, before).toBe(400);
      expect(answer.json().error.message, before).toContain("before");
    }
    expect((await audit("/api/ops/audit?before=2147483647")).statusCode).toBe(200);
  });

  it("second probe, finding 2: no date, cursor or page position answers 5xx (property)", async () => {
    const inbox = asMember(app, member);
    const audit = asMember(app, admin);
    const instant = fc
      .date({
        min: new Date(-8_640_000_000_000_000),
        max: new Date(8_640_000_000_000_000),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
    const cursor = fc.oneof(
      fc
        .tuple(fc.constantFrom("", "due|"), instant, fc.uuid())
        .map(([prefix, at, id]) => Buffer.from(`${prefix}${at}|${id}`).toString("base64url")),
      fc
        .tuple(fc.constantFrom("", "due_"), instant, fc.uuid())
        .map(([prefix, at, id]) => `${prefix}${at}_${id}`),
      fc.string({ maxLength: 80 }),
    );
    const day = fc.oneof(
      instant.map((at) => at.slice(0, at.indexOf("T"))),
      fc.string({ maxLength: 12 }),
    );
    const before = fc.oneof(
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("newest", "due"), cursor, day, before, async (sort, at, from, id) => {
        const answers = await Promise.all([
          inbox(`/api/ops/inbox?${new URLSearchParams({ sort, cursor: at })}`),
          inbox(`/api/ops/inbox?${new URLSearchParams({ from, to: from })}`),
          withToken(`/api/ops/records?${new URLSearchParams({ from, to: from })}`),
          withToken(`/api/ops/export?${new URLSearchParams({ from })}`),
          audit(`/api/ops/audit?${new URLSearchParams({ before: id })}`),
        ]);
        for (const answer of answers) expect(answer.statusCode, `${at} ${from} ${id}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
