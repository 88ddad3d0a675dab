import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validConsultation, validContact } from "@firm/testkit/fixtures";
import { freePort, onFreePort } from "@firm/testkit/ports";
import { type Service, startService } from "@firm/testkit/service";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../tests/harness/app.ts";

type InjectExtra = { remoteAddress?: string; headers?: Record<string, string> };

const contact = (app: FastifyInstance, extra: InjectExtra = {}) =>
  app.inject({ method: "POST", url: "/api/contact", payload: validContact, ...extra });

describe("rate limits", () => {
  it("allow about 5 intake posts per client per window across both forms, then 429 with Retry-After", async () => {
    const app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "5" });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await contact(app)).statusCode);
    for (let i = 0; i < 2; i++) {
      statuses.push(
        (await app.inject({ method: "POST", url: "/api/consultation", payload: validConsultation }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const limited = await contact(app);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(500);
    expect(limited.json()).toMatchObject({ success: false, error: { code: "rate_limited" } });
    expect((await contact(app, { remoteAddress: "198.51.100.7" })).statusCode).toBe(201);
    expect((await app.inject("/api/health")).statusCode).toBe(200);
    await app.close();
  });

  it("spend no intake slot on a refused request: a visitor correcting a field is not locked out", async () => {
    const app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "2" });
    const refused = await app.inject({
      method: "POST",
      url: "/api/consultation",
      payload: { ...validConsultation, phone: "call me", caseDescription: "   " },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      error: {
        code: "invalid_request",
        fields: [
          { field: "phone", problem: "phone" },
          { field: "caseDescription", problem: "blank" },
        ],
      },
    });
    for (let i = 0; i < 5; i++) {
      await app.inject({ method: "POST", url: "/api/contact", payload: { ...validContact, email: "nope" } });
    }
    const corrected = await app.inject({
      method: "POST",
      url: "/api/consultation",
      payload: { ...validConsultation, phone: "(714) 555-0199 ext. 12" },
    });
    expect(corrected.statusCode).toBe(201);
    expect((await contact(app)).statusCode).toBe(201);
    expect((await contact(app)).statusCode).toBe(429);
    await app.close();
  });

  it("cap every route per client (global), except the health probes", async () => {
    const app = await buildTestApp({ GLOBAL_RATE_LIMIT_MAX: "3" });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.inject("/api/openapi.json")).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await contact(app)).statusCode).toBe(429);
    expect((await app.inject("/api/ready")).statusCode).toBe(200);
    await app.close();
  });

  it("ignore X-Forwarded-For from a client that is not a trusted proxy (no bypass by spoofing)", async () => {
    const app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "2" });
    const spoofed = (n: number) => contact(app, { headers: { "x-forwarded-for": `203.0.113.${n}` } });
    expect([
      (await spoofed(1)).statusCode,
      (await spoofed(2)).statusCode,
      (await spoofed(3)).statusCode,
    ]).toEqual([201, 201, 429]);
    await app.close();
  });

  it("behind a configured proxy, count the address the proxy saw, whatever the client prepends", async () => {
    const app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "2", TRUST_PROXY: "127.0.0.1" });
    const viaProxy = (forwarded: string) => contact(app, { headers: { "x-forwarded-for": forwarded } });
    const codes = [
      (await viaProxy("203.0.113.9")).statusCode,
      (await viaProxy("10.0.0.1, 203.0.113.9")).statusCode,
      (await viaProxy("192.0.2.55, 203.0.113.9")).statusCode,
    ];
    expect(codes).toEqual([201, 201, 429]);
    expect((await viaProxy("198.51.100.20")).statusCode).toBe(201);
    expect(
      (await contact(app, { remoteAddress: "192.0.2.1", headers: { "x-forwarded-for": "198.51.100.20" } }))
        .statusCode,
    ).toBe(201);
    await app.close();
  });
});

describe("rate limits with the Redis store", () => {
  let redis: Service;
  let folder: string;
  let port: number;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "firm-redis-"));
    redis = await onFreePort((on) => {
      port = on;
      return startService({
        name: "redis-server",
        command: "redis-server",
        args: ["--port", String(on), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1"],
        logFile: join(folder, "redis.log"),
        port: on,
      });
    });
  });
  afterAll(async () => {
    await redis.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it("share one count between replicas, and let requests through while Redis is down", async () => {
    const env = { INTAKE_RATE_LIMIT_MAX: "3", REDIS_URL: `redis://127.0.0.1:${port}` };
    const [one, two] = [await buildTestApp(env), await buildTestApp(env)];
    const codes = [
      (await contact(one)).statusCode,
      (await contact(two)).statusCode,
      (await contact(one)).statusCode,
      (await contact(two)).statusCode,
    ];
    expect(codes).toEqual([201, 201, 201, 429]);
    await redis.stop();
    expect((await contact(one)).statusCode).toBe(201);
    await Promise.all([one.close(), two.close()]);
  });

  it("start (failing open) when Redis cannot be reached", async () => {
    const app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    expect((await contact(app)).statusCode).toBe(201);
    await app.close();
  }, 15_000);
});
