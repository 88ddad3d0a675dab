import { mutated, valid } from "@firm/testkit/arbitraries";
import { freshToken } from "@firm/testkit/fixtures";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import type { TSchema } from "typebox";
import { Compile } from "typebox/compile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, sql } from "../../tests/harness/app.ts";
import { ConsultationBody } from "./consultation.ts";
import { ContactBody } from "./contact.ts";

type Body = Record<string, unknown>;

const formEncode = (body: Body) =>
  new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [
      key,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  ).toString();

/** Bodies within the 32 KB limit: a few all-emoji maximum-length fields together can exceed it (413). */
const fits = (body: unknown) => Buffer.byteLength(JSON.stringify(body)) <= 32 * 1024;

const forms = [
  { url: "/api/contact", table: "contact_message", schema: ContactBody },
  { url: "/api/consultation", table: "consultation_request", schema: ConsultationBody },
] as const;

/** What the database must hold for a valid body: every field as sent, "" → NULL for choices and dates. */
function expectedRow(body: Body, schema: TSchema): Record<string, string | null> {
  const properties = (schema as { properties: Record<string, { anyOf?: unknown; enum?: string[] }> })
    .properties;
  const row: Record<string, string | null> = {};
  for (const key of Object.keys(properties)) {
    if (key === "website" || key === "formToken") continue;
    if (key === "consentToCalls") {
      row[key] = String(body[key] === true || body[key] === "on");
      continue;
    }
    if (key === "adClick") {
      row[key] = String(body[key] === true || body[key] === "true");
      continue;
    }
    const value = body[key] as string | undefined;
    const nullable = properties[key]?.enum !== undefined || key === "incidentDate";
    row[key] = value === undefined || value === "" ? (nullable ? null : "") : value;
  }
  row.locale ??= "en";
  if ("urgency" in row) row.urgency ??= "normal";
  row.status = typeof body.website === "string" && body.website.trim() !== "" ? "spam" : "new";
  return row;
}

/** Strings of at most the column's length in code points: what VARCHAR(n) counts. */
function columnLengths(table: string) {
  return sql<{ column_name: string; character_maximum_length: number | null }>(
    "SELECT column_name, character_maximum_length FROM information_schema.columns WHERE table_name = $1",
    [table],
  );
}

describe.each(forms)("$url schema (no database)", ({ schema }) => {
  const check = Compile(schema);

  it("accepts every body generated from it (3000 cases)", () => {
    fc.assert(
      fc.property(valid(schema), (body) => check.Check(body)),
      { numRuns: 3000 },
    );
  }, 120_000);

  it("never accepts a NUL, an unpaired surrogate or an over-long string, and never throws (3000 cases)", () => {
    fc.assert(
      fc.property(mutated(schema), (body) => {
        const accepted = check.Check(body);
        if (!accepted) return true;
        return Object.values(body).every(
          (value) =>
            typeof value !== "string" ||
            (!value.includes("\u0000") && value.isWellFormed() && [...value].length <= 5000),
        );
      }),
      { numRuns: 3000 },
    );
    // Seconds on a quiet machine; several times that beside the browser suites on two cores.
  }, 120_000);
});

describe.each(forms)("$url through the app and PostgreSQL", ({ url, table, schema }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "100000", GLOBAL_RATE_LIMIT_MAX: "100000" });
  });
  afterAll(() => app.close());

  it("has no string longer than its column", async () => {
    const lengths = await columnLengths(table);
    const properties = (
      schema as unknown as { properties: Record<string, { maxLength?: number; anyOf?: unknown }> }
    ).properties;
    for (const { column_name, character_maximum_length } of lengths) {
      const maxLength = properties[column_name]?.maxLength;
      if (maxLength !== undefined && character_maximum_length !== null) {
        expect(maxLength, column_name).toBeLessThanOrEqual(character_maximum_length);
      }
    }
  });

  it("stores every valid body exactly as sent: accents, emoji, line breaks (250 cases)", async () => {
    const columns = Object.keys(expectedRow({}, schema))
      .map((key) => `"${key}"::text`)
      .join(", ");
    await fc.assert(
      fc.asyncProperty((valid(schema) as fc.Arbitrary<Body>).filter(fits), async (body) => {
        const formToken = freshToken(url === "/api/contact" ? "contact" : "consultation");
        const response = await app.inject({ method: "POST", url, payload: { ...body, formToken } });
        expect(response.statusCode).toBe(201);
        const [row] = await sql<Record<string, string | null>>(
          `SELECT ${columns} FROM ${table} WHERE id = $1`,
          [response.json().id],
        );
        expect(row).toEqual(expectedRow(body, schema));
      }),
      { numRuns: 250 },
    );
  }, 180_000);

  it("never answers 5xx, and stores a row only for a 201 (300 cases)", async () => {
    const before = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
    let created = 0;
    await fc.assert(
      fc.asyncProperty(mutated(schema), fc.constantFrom("json", "form", "text"), async (body, encoding) => {
        const payload =
          encoding === "json"
            ? JSON.stringify(body)
            : encoding === "form"
              ? formEncode(body)
              : JSON.stringify(body);
        const response = await app.inject({
          method: "POST",
          url,
          payload,
          headers: {
            "content-type": {
              json: "application/json",
              form: "application/x-www-form-urlencoded",
              text: "text/plain",
            }[encoding],
            origin: "http://localhost:3000",
          },
        });
        expect(response.statusCode).toBeLessThan(500);
        expect([201, 303, 400, 413, 415]).toContain(response.statusCode);
        if (response.statusCode === 201) created += 1;
        if (response.statusCode === 303 && response.headers.location?.includes("request-received"))
          created += 1;
      }),
      { numRuns: 300 },
    );
    const after = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
    expect(after - before).toBe(created);
  });
});
