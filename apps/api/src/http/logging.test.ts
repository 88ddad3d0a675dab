import { validConsultation, validContact } from "@firm/testkit/fixtures";
import { startSmtp } from "@firm/testkit/smtp";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, logCapture, resetIntake } from "../../tests/harness/app.ts";
import { issueSignInLink } from "../ops/sign-in-links.ts";
import { issueToken } from "../ops/tokens.ts";
import { addUser } from "../ops/users.ts";
import { safeError } from "./logging.ts";

const canaries = {
  name: "Canaryname Zqxj",
  firstName: "Canaryfirst",
  lastName: "Canarylast",
  email: "canary.zqxj@example.com",
  phone: "+1 (714) 555-0199",
  message: "CANARY-STORY about my accident",
  incidentLocation: "CANARY-PLACE",
  insuranceCompany: "CANARY-INSURER",
  witnesses: "CANARY-WITNESS",
  website: "CANARY-HONEYPOT",
};

describe("logs", () => {
  let app: FastifyInstance;
  const logs = logCapture();
  const smtp = startSmtp({ rejectRecipient: (address) => address === canaries.email });

  beforeAll(async () => {
    await resetIntake();
    app = await buildTestApp(
      {
        INTAKE_RATE_LIMIT_MAX: "12",
        SMTP_URL: (await smtp).url,
        OUTBOX_RETRY_BASE_MS: "10",
        OUTBOX_MAX_ATTEMPTS: "2",
      },
      { captureLogs: logs },
    );
  });
  afterAll(async () => {
    await app.close();
    await (await smtp).stop();
  });

  it("never contain personal data, on any path (trace level)", async () => {
    const contact = {
      ...validContact,
      name: canaries.name,
      email: canaries.email,
      phone: canaries.phone,
      message: canaries.message,
    };
    const consultation = {
      ...validConsultation,
      ...canaries,
      name: undefined,
      message: undefined,
      website: "",
      caseDescription: canaries.message,
    };
    const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url,
        payload,
        headers: { "x-forwarded-for": "203.0.113.77", ...headers },
      });
    expect((await post("/api/contact", contact)).statusCode).toBe(201);
    expect(
      (await post("/api/consultation", consultation, { "idempotency-key": "canary-key" })).statusCode,
    ).toBe(201);
    expect(
      (await post("/api/consultation", consultation, { "idempotency-key": "canary-key" })).statusCode,
    ).toBe(201);
    expect(
      (
        await post(
          "/api/consultation",
          { ...consultation, urgency: "emergency" },
          { "idempotency-key": "canary-key" },
        )
      ).statusCode,
    ).toBe(422);
    expect((await post("/api/contact", { ...contact, email: `${canaries.name}@` })).statusCode).toBe(400);
    expect(
      (await post("/api/contact", `{"name":"${canaries.name}",`, { "content-type": "application/json" }))
        .statusCode,
    ).toBe(400);
    expect((await post("/api/contact", { ...contact, website: canaries.website })).statusCode).toBe(201);
    expect(
      (await post("/api/contact", { ...contact, message: canaries.message.repeat(2000) })).statusCode,
    ).toBe(413);
    const form = new URLSearchParams({ ...contact, locale: "en" }).toString();
    const formHeaders = { "content-type": "application/x-www-form-urlencoded" };
    expect(
      (await post("/api/contact", form, { ...formHeaders, origin: "http://localhost:3000" })).statusCode,
    ).toBe(303);
    expect(
      (await post("/api/contact", form, { ...formHeaders, origin: "https://evil.example" })).statusCode,
    ).toBe(403);
    while ((await post("/api/contact", contact)).statusCode !== 429);

    for (let round = 0; round < 5; round++) {
      await app.outbox.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect((await smtp).received.some((mail) => mail.text.includes(canaries.name))).toBe(true);

    const { token } = await issueToken(app.prisma, "canary test");
    const ops = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect((await ops("/api/ops/records?spam=include")).body).toContain(canaries.name);
    expect((await ops("/api/ops/export")).body).toContain(canaries.email);
    expect(
      (await app.inject({ url: "/api/ops/records", headers: { authorization: `Bearer ${canaries.name}` } }))
        .statusCode,
    ).toBe(401);

    const text = logs.text();
    expect(text).toContain("incoming request");
    expect(text).toContain("outbox: giving up on e-mail");
    for (const [field, value] of Object.entries(canaries)) {
      expect(text.includes(value), `${field} leaked into the logs`).toBe(false);
    }
    for (const fragment of ["203.0.113.77", "127.0.0.1", "canary-key", token, "555-0199", "zqxj"]) {
      expect(text.includes(fragment), `${fragment} leaked into the logs`).toBe(false);
    }
  });

  it("security finding 12: never contain a sign-in link's token or the session it opens", async () => {
    const member = await addUser(app.prisma, {
      email: `canary.member.${Date.now()}@firm.example`,
      role: "intake",
    });
    const link = await issueSignInLink(app.prisma, {
      userId: member?.id ?? "",
      purpose: "sign_in",
      siteOrigin: "https://firm.example",
    });
    for (let round = 0; round < 3; round++) await app.outbox.runOnce();
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get("token") ?? "";
    await app.inject({ url: `/api/ops/sign-in/link?token=${token}` });
    await app.inject({ url: `/api/ops/sign-in/consume?token=${token}`, method: "POST", payload: {} });
    await app.inject({ url: "/api/health", headers: { referer: link } });
    const opened = await app.inject({ url: "/api/ops/sign-in/consume", method: "POST", payload: { token } });
    expect(opened.statusCode).toBe(200);
    const text = logs.text();
    expect(text.includes(token), "the link's token leaked into the logs").toBe(false);
    expect(text.includes(opened.json().token), "the session's token leaked into the logs").toBe(false);
  });

  it("keep an error's type, code and stack frames but not its message (unless it is one of ours)", () => {
    const error = Object.assign(new Error("duplicate key (email)=(canary@example.com)"), { code: "23505" });
    const logged = safeError(new Error("wrapper", { cause: error }));
    expect(logged.cause).toMatchObject({ type: "Error", code: "23505", message: "[redacted]" });
    expect(JSON.stringify(logged)).not.toContain("canary");
    expect(safeError("text")).toEqual({ type: "string", message: "[redacted]", stack: "" });
  });
});
