import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, logCapture, sql } from "../../tests/harness/app.ts";
import { formEncode, intakeForms, postIntake } from "../../tests/harness/intake.ts";

/*
 * A canary in every field of a request, on every way a request can fail, in production mode: no
 * canary in the log (read back at trace level) nor in any error body, and no error body with a
 * stack trace, SQL or a Prisma message. logging.test.ts covers the successful and mail paths.
 */

/** A canary for a field: valid where the field is free text, so that it reaches storage. */
const canary = (field: string) => `Qz${field}Canary`;
const canaryEmail = "qzemailcanary@example.com";
const leakMarkers = [/\n\s+at /, /\bSELECT\b|\bINSERT\b|\bviolates\b/i, /prisma|Invalid `/i, /\.ts:\d+/];

/** Every field of a form's valid body holding a canary (free text) or left valid (formats). */
function canaryBody(valid: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(valid).map(([field, value]) => {
      if (field === "email") return [field, canaryEmail];
      const freeText = typeof value === "string" && /[ .]/.test(value) && !/^[/+(0-9]/.test(value);
      return [field, freeText ? canary(field) : value];
    }),
  );
}

describe("logs and error bodies in production mode", () => {
  let app: FastifyInstance;
  const logs = logCapture();
  const bodies: string[] = [];
  const canaries = [
    ...Object.keys({ ...validContact, ...validConsultation }).map(canary),
    canaryEmail,
    "QzIdempotencyCanary",
    "QzEnumCanary",
  ];

  beforeAll(async () => {
    vi.stubEnv("NODE_ENV", "production");
    app = await buildTestApp(
      { INTAKE_RATE_LIMIT_MAX: "100000" },
      {
        captureLogs: logs,
        extend: (server) => {
          server.post("/api/test/prisma", async () =>
            server.prisma.contactMessage.create({ data: { name: canary("name") } as never }),
          );
          server.post("/api/test/sql", async () =>
            server.prisma.$queryRawUnsafe(`SELECT * FROM missing_table WHERE name = '${canary("name")}'`),
          );
        },
      },
    );
  });
  afterAll(async () => {
    await app.close();
    vi.unstubAllEnvs();
  });

  const record = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    bodies.push(`${response.statusCode} ${String(response.headers.location ?? "")} ${response.body}`);
    return response.statusCode;
  };

  it.each(intakeForms)("$url: every failure with canaries in every field", async ({ url, valid }) => {
    const body = canaryBody(valid);
    const expectFailure = async (promise: ReturnType<typeof postIntake>) =>
      expect(record(await promise)).toBeGreaterThanOrEqual(300);
    const enums = Object.fromEntries(
      Object.entries(valid)
        .filter(([, value]) => typeof value === "string" && /^[a-z0-9-]+$/.test(value) && value.length > 1)
        .map(([field]) => [field, "QzEnumCanary"]),
    );
    await expectFailure(postIntake(app, url, "json", { ...body, ...enums }));
    await expectFailure(postIntake(app, url, "form", { ...body, ...enums }));
    await expectFailure(postIntake(app, url, "json", { ...body, extra: canary("extra") }));
    await expectFailure(
      postIntake(app, url, "json", { ...body, email: `${canaryEmail}\r\nBcc: x@y.example` }),
    );
    await expectFailure(postIntake(app, url, "json", `${JSON.stringify(body).slice(0, -1)},}`));
    await expectFailure(
      postIntake(app, url, "json", JSON.stringify(body).replace(/^\{/, '{"__proto__":{"a":1},')),
    );
    await expectFailure(postIntake(app, url, "form", `${formEncode(body)}&name=%E0%A4%A`));
    await expectFailure(postIntake(app, url, "json", { ...body, padding: "x".repeat(40_000) }));
    await expectFailure(postIntake(app, url, "json", body, { "content-type": "text/plain" }));
    await expectFailure(postIntake(app, url, "form", body, { origin: "https://evil.example" }));
    const key = `QzIdempotencyCanary${url.slice(5)}`;
    await expectFailure(postIntake(app, url, "json", body, { "idempotency-key": `${key} x` }));
    expect(record(await postIntake(app, url, "json", body, { "idempotency-key": key }))).toBe(201);
    await expectFailure(
      postIntake(
        app,
        url,
        "json",
        { ...body, locale: "en" === body.locale ? "es" : "en" },
        { "idempotency-key": key },
      ),
    );
  });

  it("a real database error on an intake route (a constraint quoting the row) answers 500 and logs no value", async () => {
    await sql(
      `ALTER TABLE contact_message ADD CONSTRAINT no_leak_test CHECK (name <> '${canary("name")}') NOT VALID`,
    );
    try {
      const response = await postIntake(app, "/api/contact", "json", canaryBody(validContact));
      expect(record(response)).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
      });
    } finally {
      await sql("ALTER TABLE contact_message DROP CONSTRAINT no_leak_test");
    }
  });

  it.each(["/api/test/prisma", "/api/test/sql"])(
    "a Prisma or SQL failure (%s) answers a bare 500",
    async (url) => {
      const response = await app.inject({ method: "POST", url });
      expect(record(response)).toBe(500);
      expect(response.json().error.code).toBe("internal_error");
    },
  );

  it("no canary in the log or in any answer; no stack, SQL or Prisma text in any answer", () => {
    const text = logs.text();
    expect(text).toContain('"msg":"request failed"');
    expect(bodies.length).toBeGreaterThanOrEqual(28);
    for (const value of canaries) {
      expect(text.includes(value), `${value} in the log`).toBe(false);
      for (const body of bodies) expect(body.includes(value), `${value} in ${body}`).toBe(false);
    }
    for (const body of bodies) for (const marker of leakMarkers) expect(body).not.toMatch(marker);
  });
});
