import { validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../tests/harness/app.ts";

describe("security headers and CORS", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ SITE_ORIGINS: "https://firm.example" });
  });
  afterAll(() => app.close());

  it("send HSTS, nosniff, Referrer-Policy, a deny-all CSP and no-store on every answer, errors included", async () => {
    for (const response of [
      await app.inject("/api/health"),
      await app.inject("/api/nowhere"),
      await app.inject({ method: "POST", url: "/api/contact", payload: validContact }),
    ]) {
      expect(response.headers).toMatchObject({
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "cache-control": "no-store",
      });
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    }
  });

  const json = { "content-type": "application/json", origin: "https://firm.example" };
  it.each([
    { name: "200 health", status: 200, request: { method: "GET", url: "/api/health" } },
    { name: "404 unknown route", status: 404, request: { method: "GET", url: "/api/nowhere" } },
    {
      name: "400 bad JSON",
      status: 400,
      request: { method: "POST", url: "/api/contact", headers: json, payload: '{"name":' },
    },
    {
      name: "400 invalid body",
      status: 400,
      request: { method: "POST", url: "/api/contact", headers: json, payload: "{}" },
    },
    {
      name: "413 body over the limit",
      status: 413,
      request: {
        method: "POST",
        url: "/api/contact",
        headers: json,
        payload: JSON.stringify({ ...validContact, message: "x".repeat(40 * 1024) }),
      },
    },
    {
      name: "415 wrong content type",
      status: 415,
      request: {
        method: "POST",
        url: "/api/contact",
        headers: { ...json, "content-type": "text/plain" },
        payload: "hello",
      },
    },
  ] as const)(
    "$name carries the helmet headers and names no server or framework",
    async ({ status, request }) => {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject({
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "x-frame-options": "SAMEORIGIN",
        "cache-control": "no-store",
      });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers["x-powered-by"]).toBeUndefined();
      expect(response.headers.server).toBeUndefined();
    },
  );

  it("allow the configured site origin, and only it, to call the intake routes", async () => {
    const preflight = (origin: string, url = "/api/contact") =>
      app.inject({
        method: "OPTIONS",
        url,
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
    const allowed = await preflight("https://firm.example");
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://firm.example");
    expect(allowed.headers["access-control-allow-headers"]).toContain("Idempotency-Key");
    expect((await preflight("https://evil.example")).headers["access-control-allow-origin"]).toBeUndefined();
    expect(
      (await preflight("https://firm.example", "/api/ops/records")).headers["access-control-allow-origin"],
    ).toBeUndefined();
  });

  it("answer unknown routes with the JSON failure shape", async () => {
    const response = await app.inject("/api/nowhere");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: { code: "not_found", message: "Not found" } });
  });
});
