import { emailBody, hostBody, phoneBody } from "@firm/intake/text-rules";
import type { FastifyInstance } from "fastify";
import type { TSchema } from "typebox";
import Value from "typebox/value";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake } from "../../tests/harness/app.ts";
import {
  type Body,
  expectRefused,
  intakeForms,
  outcome,
  postIntake,
  refused,
  rowCount,
} from "../../tests/harness/intake.ts";

/*
 * The structural half of the bad-input matrix, for both intake routes and both encodings: missing,
 * extra and prototype keys, out-of-list enumerations, wrong types, strings at their limit and one
 * past it. Each case checks the exact answer and that no row was added (a valid row is stored
 * first, so "nothing lost" is checked too). JSON bodies missing a required field and the contact
 * route's unknown field are in contact.test.ts and consultation.test.ts.
 */

type Property = TSchema & { enum?: string[]; maxLength?: number; pattern?: string; format?: string };
const propertiesOf = (schema: TSchema) => (schema as { properties: Record<string, Property> }).properties;
const requiredOf = (schema: TSchema) => (schema as { required: string[] }).required;

/** A domain name of exactly `length` characters (labels of at most 63). */
function domainOf(length: number): string {
  const labels: string[] = [];
  let left = length;
  for (; left > 63; left -= 63) labels.push("b".repeat(62));
  return [...labels, "c".repeat(left)].join(".");
}

/** A value of exactly `length` characters that the field's pattern or format accepts. */
function ofLength(property: Property, length: number): string {
  if (property.pattern?.includes(emailBody)) return `${"a".repeat(64)}@${domainOf(length - 65)}`;
  if (property.pattern?.includes(phoneBody)) return "5".repeat(length);
  if (property.pattern?.includes(hostBody)) return domainOf(length);
  if (property.pattern?.includes("x21-")) return `/${"p".repeat(length - 1)}`;
  if (property.pattern?.includes("A-Za-z0-9._-")) return "t".repeat(length);
  return "ñ".repeat(length);
}

const cases = intakeForms.flatMap((form) =>
  (["json", "form"] as const).map((encoding) => ({ ...form, encoding, label: `${form.url} (${encoding})` })),
);

describe.each(cases)("bad input to $label", ({ url, table, schema, valid, encoding }) => {
  let app: FastifyInstance;
  const form = { url, table };
  const properties = propertiesOf(schema);
  const expectFor = (body: Body | string) => expectRefused(app, form, encoding, body);

  beforeAll(async () => {
    await resetIntake();
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "100000", GLOBAL_RATE_LIMIT_MAX: "100000" });
    expect(outcome(await postIntake(app, url, encoding, valid)).code).toBeNull();
  });
  afterAll(() => app.close());

  if (encoding === "form")
    it.each(requiredOf(schema))("missing %s", async (field) => {
      await expectFor({ ...valid, [field]: undefined });
    });

  it("an empty object", async () => {
    await expectFor(encoding === "json" ? "{}" : "");
  });

  if (encoding === "form" || url === "/api/consultation")
    it("an extra field", async () => {
      await expectFor({ ...valid, referrer: "google" });
    });

  const prototypeKeys =
    encoding === "json"
      ? [
          '"__proto__":{"polluted":true}',
          '"constructor":{"prototype":{"polluted":true}}',
          '"constructor":"x"',
          '"prototype":{"polluted":true}',
        ]
      : [
          "__proto__=x",
          "__proto__%5Bpolluted%5D=x",
          "constructor=x",
          "constructor%5Bprototype%5D%5Bpolluted%5D=x",
        ];
  it.each(prototypeKeys)("the key %s, without polluting any prototype", async (key) => {
    const body =
      encoding === "json"
        ? JSON.stringify(valid).replace(/^\{/, `{${key},`)
        : `${new URLSearchParams(valid as Record<string, string>)}&${key}`;
    await expectFor(body);
    expect(({} as Body).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  const enumerations = Object.entries(properties).flatMap(([field, property]) => {
    const [first = ""] = (property.enum ?? []).filter(Boolean);
    return property.enum
      ? [first.toUpperCase(), `${first} `, `not-${first}`].map((value) => [field, value])
      : [];
  });
  it.each(enumerations)("%s out of its list: %j", async (field, value) => {
    expect(properties[field]?.enum).not.toContain(value);
    await expectFor({ ...valid, [field]: value });
  });

  const wrongTypes =
    encoding === "json"
      ? Object.entries(properties).flatMap(([field, property]) =>
          [42, 1.5, true, null, ["x"], { x: "y" }]
            .filter((value) => !Value.Check(property, value))
            .map((value) => [field, value] as const),
        )
      : Object.keys(properties).map((field) => [field, ["a", "b"]] as const);
  it.each(wrongTypes)("%s of the wrong type: %j", async (field, value) => {
    await expectFor({ ...valid, [field]: value });
  });

  const limited = Object.entries(properties).filter(([, property]) => property.maxLength !== undefined);
  it.each(limited)("%s at its limit is stored, one past it is refused", async (field, property) => {
    const limit = property.maxLength ?? 0;
    const atLimit = ofLength(property, limit);
    expect([...atLimit]).toHaveLength(limit);
    const before = await rowCount(table);
    const stored = await postIntake(app, url, encoding, { ...valid, [field]: atLimit });
    expect(outcome(stored)).toEqual({ status: encoding === "json" ? 201 : 303, code: null });
    expect(await rowCount(table)).toBe(before + 1);
    await expectFor({ ...valid, [field]: ofLength(property, limit + 1) });
  });

  it.each(
    [
      ["formToken", "t".repeat(201)],
      ["formToken", "v1.contact.<script>"],
      ["incidentDate", "2025-02-30"],
    ].filter(([field]) => field !== undefined && field in properties),
  )("%s out of range: %s", async (field, value) => {
    await expectFor({ ...valid, [field]: value });
  });

  it("refuses an Idempotency-Key that is not printable ASCII or is too long", async () => {
    for (const key of ["key with spaces", "k".repeat(201), "clé"]) {
      await expectRefused(app, form, encoding, valid, refused(encoding), { "idempotency-key": key });
    }
  });

  it("keeps the valid row stored before the bad input", async () => {
    expect(await rowCount(table)).toBeGreaterThanOrEqual(1);
  });
});
