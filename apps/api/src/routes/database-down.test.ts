import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "@firm/testkit/embedded-postgres";
import { validConsultation, validContact } from "@firm/testkit/fixtures";
import { freePort } from "@firm/testkit/ports";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, logCapture, sql } from "../../tests/harness/app.ts";
import { applyMigrations } from "../db/migrations.ts";

describe("database stopped mid-test", () => {
  let root: string;
  let port: number;
  let database: EmbeddedDatabase;
  let app: FastifyInstance;
  const logs = logCapture();
  const start = () => startEmbeddedDatabase({ dataDir: join(root, "data"), database: "firm_down", port });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "firm-down-"));
    port = await freePort();
    database = await start();
    await applyMigrations(database.url);
    app = await buildTestApp(
      { INTAKE_RATE_LIMIT_MAX: "1000" },
      { databaseUrl: database.url, captureLogs: logs },
    );
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await database.stop();
    await rm(root, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, payload, headers });

  it("answers 503 JSON (nothing claimed as sent) while the database is down, and recovers when it is back", async () => {
    const before = await post("/api/contact", validContact);
    expect(before.statusCode).toBe(201);

    await database.stop();
    const unavailable = { success: false, error: { code: "unavailable", message: expect.any(String) } };
    const contact = await post("/api/contact", { ...validContact, name: "Down Canary Person" });
    expect(contact.statusCode).toBe(503);
    expect(contact.json()).toEqual(unavailable);
    const consultation = await post("/api/consultation", validConsultation, { "idempotency-key": "down-1" });
    expect(consultation.statusCode).toBe(503);
    expect(consultation.json()).toEqual(unavailable);
    const form = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
      payload: new URLSearchParams(validContact).toString(),
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe("/es/request-failed?form=contact&reason=unavailable");
    expect((await app.inject("/api/ready")).statusCode).toBe(503);
    expect((await app.inject("/api/health")).statusCode).toBe(200);
    await expect(app.outbox.runOnce()).rejects.toThrow();
    for (const answer of [contact, consultation])
      expect(answer.body).not.toMatch(/ECONNREFUSED|SELECT|INSERT|at /);

    database = await start();
    let recovered = 0;
    for (let attempt = 0; attempt < 5 && recovered !== 201; attempt++) {
      recovered = (await post("/api/contact", { ...validContact, name: "After Restart" })).statusCode;
    }
    expect(recovered).toBe(201);
    expect((await app.inject("/api/ready")).statusCode).toBe(200);
    const names = await sql<{ name: string }>(
      'SELECT name FROM contact_message ORDER BY "createdAt"',
      [],
      database.url,
    );
    expect(names.map((row) => row.name)).toEqual([validContact.name, "After Restart"]);
    expect(await sql("SELECT 1 FROM consultation_request", [], database.url)).toHaveLength(0);
    expect(logs.text()).not.toContain("Down Canary Person");
    expect(logs.text()).toContain('"statusCode":503');
  });
});
