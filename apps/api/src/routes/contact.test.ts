import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, sql } from "../../tests/harness/app.ts";

const valid = {
  name: "María José Álvarez",
  email: "maria@example.com",
  phone: "(714) 555-0100",
  caseType: "accident-injuries",
  message: "Me chocaron por detrás en la 57 🚗",
};

type Stored = {
  id: string;
  name: string;
  email: string;
  phone: string;
  caseType: string | null;
  message: string;
};

describe("POST /api/contact", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
  });
  afterAll(() => app.close());
  beforeEach(() => sql("TRUNCATE contact_message"));

  const post = (payload: unknown) =>
    app.inject({ method: "POST", url: "/api/contact", payload: payload as object });

  it("stores the message exactly and answers 201 with success and the id", async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, id: expect.any(String) });
    const rows = await sql<Stored>(
      'SELECT id, name, email, phone, "caseType"::text, message FROM contact_message',
    );
    expect(rows).toEqual([{ id: body.id, ...valid }]);
  });

  it("stores a message without phone or case type (both optional) with NULL case type", async () => {
    const response = await post({ ...valid, phone: "", caseType: "" });
    expect(response.statusCode).toBe(201);
    const rows = await sql<Stored>('SELECT phone, "caseType" FROM contact_message');
    expect(rows).toEqual([{ phone: "", caseType: null }]);
  });

  it.each(["name", "email", "message"])(
    "rejects a body without %s with 400 and stores nothing",
    async (field) => {
      const response = await post({ ...valid, [field]: undefined });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: "invalid_request" } });
      expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(0);
    },
  );

  it.each([
    ["an unknown case type", { caseType: "divorce" }],
    ["a malformed e-mail", { email: "maria@" }],
    ["an unknown field", { referrer: "google" }],
    ["a blank name", { name: "   " }],
  ])("rejects %s with 400", async (_label, change) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(0);
  });
});

describe("POST /api/contact rate limit", () => {
  it("answers 429 with Retry-After once a client exceeds the intake limit", async () => {
    const app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "2" });
    const post = () => app.inject({ method: "POST", url: "/api/contact", payload: valid });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json()).toMatchObject({ success: false, error: { code: "rate_limited" } });
    await app.close();
  });
});
