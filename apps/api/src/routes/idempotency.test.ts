import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";

describe("Idempotency-Key", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const post = (key: string, payload: object = validContact, url = "/api/contact") =>
    app.inject({ method: "POST", url, payload, headers: { "idempotency-key": key } });

  it("replays the first answer for a repeat and stores one record", async () => {
    const first = await post("key-1");
    const again = await post("key-1", { ...validContact });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(1);
  });

  it("stores exactly one row (and one set of e-mail jobs) for 20 concurrent repeats", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post("same-key", validConsultation, "/api/consultation")),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await sql("SELECT 1 FROM consultation_request")).toHaveLength(1);
    expect(await sql("SELECT 1 FROM idempotency_key")).toHaveLength(1);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(2);
  });

  it("answers 422 when the key comes back with a different body or for the other form", async () => {
    await post("key-2");
    const changed = await post("key-2", { ...validContact, message: "Something else" });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ success: false, error: { code: "idempotency_key_reused" } });
    expect((await post("key-2", validConsultation, "/api/consultation")).statusCode).toBe(422);
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(1);
    expect(await sql("SELECT 1 FROM consultation_request")).toHaveLength(0);
  });

  it("treats a key older than 24 hours as new", async () => {
    const first = (await post("key-3")).json();
    await sql(`UPDATE idempotency_key SET "createdAt" = now() - interval '25 hours'`);
    const later = await post("key-3", { ...validContact, message: "A new matter" });
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.id);
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(2);
  });

  it("rejects a malformed key with 400", async () => {
    expect((await post("")).statusCode).toBe(400);
    expect((await post("k".repeat(201))).statusCode).toBe(400);
    expect((await post("with space")).statusCode).toBe(400);
  });
});
