import { freshToken, validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { type Encoding, postIntake } from "../../tests/harness/intake.ts";

type Row = { status: string; spamReason: string | null };
const reasons = (table: string) =>
  sql<Row>(`SELECT status::text, "spamReason"::text FROM ${table} ORDER BY "createdAt", id`);

describe.each<Encoding>(["json", "form"])("spam verdicts (%s posts)", (encoding) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000", MIN_FILL_MS: "3000" });
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const post = (url: string, body: Record<string, unknown>) => postIntake(app, url, encoding, body);
  const accepted = encoding === "json" ? 201 : 303;

  it("store a visitor's form, with a token issued a while ago, as a new request with its e-mails", async () => {
    expect((await post("/api/contact", { ...validContact })).statusCode).toBe(accepted);
    expect((await post("/api/consultation", { ...validConsultation })).statusCode).toBe(accepted);
    expect(await reasons("contact_message")).toEqual([{ status: "new", spamReason: null }]);
    expect(await reasons("consultation_request")).toEqual([{ status: "new", spamReason: null }]);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(4);
  });

  it("send only hard signals to spam, with the reason and no e-mail", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validContact, formToken: `${freshToken("contact")}A` }, "token-invalid"],
      [{ ...validContact, formToken: freshToken("consultation") }, "token-invalid"],
      [{ ...validContact, website: "http://cheap-pills.example" }, "honeypot"],
    ];
    for (const [body, reason] of cases) {
      const response = await post("/api/contact", body);
      expect(response.statusCode, reason).toBe(accepted);
      if (encoding === "json") expect(response.json()).toEqual({ success: true, id: expect.any(String) });
    }
    expect(await reasons("contact_message")).toEqual(
      cases.map(([, spamReason]) => ({ status: "spam", spamReason })),
    );
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(0);
  });

  it("put soft signals in the inbox marked check, with the reason and the team's e-mail", async () => {
    const { formToken: _token, ...withoutToken } = { ...validContact };
    const cases: [Record<string, unknown>, string][] = [
      [withoutToken, "token-missing"],
      [{ ...validContact, formToken: freshToken("contact", 25 * 3_600_000) }, "token-expired"],
      [{ ...validContact, formToken: freshToken("contact", 500) }, "too-fast"],
    ];
    for (const [body, reason] of cases) {
      const response = await post("/api/contact", body);
      expect(response.statusCode, reason).toBe(accepted);
    }
    expect(await reasons("contact_message")).toEqual(
      cases.map(([, spamReason]) => ({ status: "new", spamReason })),
    );
    // Each tells the team; only a tokenless post's acknowledgment waits for a member.
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(2 * cases.length - 1);
  });

  it("accept one token for a few requests (a visitor who writes again), then mark the rest check", async () => {
    const formToken = freshToken("consultation");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post("/api/consultation", { ...validConsultation, formToken })).statusCode).toBe(
        accepted,
      );
    }
    expect((await reasons("consultation_request")).map((row) => row.spamReason)).toEqual([
      null,
      null,
      null,
      "token-reused",
      "token-reused",
    ]);
    expect(await sql("SELECT 1 FROM consultation_request WHERE status = 'spam'")).toHaveLength(0);
    // Five team e-mails, and the acknowledgments of the three within the allowance.
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(8);
    expect(await sql('SELECT DISTINCT "formTokenId" FROM consultation_request')).toHaveLength(1);
  });
});

describe("GET /api/form-token", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000", MIN_FILL_MS: "0" });
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  it("issues a token for the form asked for, which that form's route accepts as genuine", async () => {
    const response = await app.inject({ method: "GET", url: "/api/form-token?form=consultation" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { token } = response.json() as { token: string };
    expect(token).toMatch(/^v1\.consultation\./);
    await postIntake(app, "/api/consultation", "json", { ...validConsultation, formToken: token });
    expect(await reasons("consultation_request")).toEqual([{ status: "new", spamReason: null }]);
  });

  it("gives each client address its own budget of tokens, apart from the posts'", async () => {
    const limited = await buildTestApp({ FORM_TOKEN_RATE_LIMIT_MAX: "2", MIN_FILL_MS: "0" });
    try {
      const ask = (remoteAddress: string) =>
        limited.inject({ method: "GET", url: "/api/form-token?form=contact", remoteAddress });
      const codes = [(await ask("192.0.2.1")).statusCode, (await ask("192.0.2.1")).statusCode];
      const refused = await ask("192.0.2.1");
      expect([...codes, refused.statusCode]).toEqual([200, 200, 429]);
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(refused.json()).toMatchObject({ success: false, error: { code: "rate_limited" } });
      expect((await ask("192.0.2.2")).statusCode).toBe(200);
      const sent = await limited.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "192.0.2.1",
        payload: { ...validContact, formToken: freshToken("contact") },
      });
      expect(sent.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("refuses a form that does not exist, with the failure shape", async () => {
    for (const url of [
      "/api/form-token",
      "/api/form-token?form=newsletter",
      "/api/form-token?form=contact&x=1",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: "invalid_request" } });
    }
  });
});
