import { validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";

type Stored = Record<string, string | null>;

const storedColumns =
  'id::text, name, email, phone, "caseType"::text, message, locale::text, page, status::text';

describe("POST /api/contact", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/api/contact", payload: payload as object, headers });

  it("stores the message exactly (accents, emoji, line breaks) and answers 201 with success and the id", async () => {
    const response = await post(validContact);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const rows = await sql<Stored>(`SELECT ${storedColumns} FROM contact_message`);
    const { website: _honeypot, formToken: _token, ...fields } = validContact;
    expect(rows).toEqual([{ id: body.id, ...fields, status: "new" }]);
  });

  it("commits the record with one outbox job per e-mail (team notification, acknowledgment)", async () => {
    const { id } = (await post(validContact)).json();
    const jobs = await sql<{ kind: string }>(
      'SELECT kind::text FROM outbox_job WHERE "contactMessageId" = $1 ORDER BY kind',
      [id],
    );
    expect(jobs.map((job) => job.kind)).toEqual(["team-notification", "acknowledgment"].sort());
  });

  it("accepts the site's empty optional fields and stores phone '' and case type NULL, locale en by default", async () => {
    const { locale: _locale, page: _page, ...rest } = validContact;
    const response = await post({ ...rest, phone: "", caseType: "" });
    expect(response.statusCode).toBe(201);
    const rows = await sql<Stored>('SELECT phone, "caseType", locale::text, page FROM contact_message');
    expect(rows).toEqual([{ phone: "", caseType: null, locale: "en", page: "" }]);
  });

  it.each(["name", "email", "message"])(
    "rejects a body without %s with 400 and stores nothing",
    async (field) => {
      const response = await post({ ...validContact, [field]: undefined });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: "invalid_request" } });
      expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(0);
    },
  );

  it.each([
    ["an unknown case type", { caseType: "divorce" }],
    ["an unknown locale", { locale: "fr" }],
    ["a malformed e-mail", { email: "maria@" }],
    ["a phone with letters", { phone: "call me" }],
    ["a phone with too few digits", { phone: "555-01" }],
    ["an unknown field", { referrer: "google" }],
    ["a blank name", { name: "   " }],
    ["a blank message", { message: " \n " }],
    ["a name with a line break", { name: "Ana\nBcc: x@example.com" }],
    ["a NUL character", { message: "hola\u0000" }],
    ["an unpaired surrogate", { message: "hola \ud83d" }],
    ["a name over 200 characters", { name: "a".repeat(201) }],
    ["a message over 5000 characters", { message: "é".repeat(5001) }],
    ["a page that is not a path", { page: "https://evil.example/" }],
    ["a number where text belongs", { name: 42 }],
    ["a form token with characters no token has", { formToken: "v1 contact" }],
  ])("rejects %s with 400 and stores nothing", async (_label, change) => {
    const response = await post({ ...validContact, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(0);
  });

  it("stores the longest allowed values, counted as a browser's maxlength counts (an emoji is two)", async () => {
    const response = await post({ ...validContact, name: "😀".repeat(100), message: "ñ".repeat(5000) });
    expect(response.statusCode).toBe(201);
    const [row] = await sql<{ name: string; message: string }>("SELECT name, message FROM contact_message");
    expect(row?.name).toBe("😀".repeat(100));
    expect(row?.message).toBe("ñ".repeat(5000));
    const over = await post({ ...validContact, name: `${"😀".repeat(100)}a` });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual([{ field: "name", problem: "tooLong" }]);
  });

  it("answers 413 to a body over 32 KB and 415 to an unsupported content type", async () => {
    const big = await post({ ...validContact, message: "a".repeat(40_000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, error: { code: "payload_too_large" } });
    const text = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ success: false, error: { code: "unsupported_media_type" } });
  });

  it("answers malformed JSON with 400 without echoing the body", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Secret Canary", oops',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: "invalid_request", message: "Body is not valid JSON" },
    });
  });
});
