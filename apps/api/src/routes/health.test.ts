import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../tests/harness/app.ts";

describe("health", () => {
  it("answers liveness and readiness when the database is reachable", async () => {
    const app = await buildTestApp();
    expect((await app.inject("/api/health")).json()).toEqual({ status: "ok" });
    await app.backupWatch.check();
    await app.standbyWatch.check();
    // The test database does not archive its WAL and expects no standby: the states say so, and
    // the API is still ready.
    expect((await app.inject("/api/ready")).json()).toEqual({
      status: "ready",
      archive: "off",
      standby: "off",
    });
    await app.close();
  });

  it("stays alive but reports not ready (503) when the database cannot be reached", async () => {
    const app = await buildTestApp({}, { databaseUrl: "postgresql://nobody:wrong@127.0.0.1:1/none" });
    expect((await app.inject("/api/health")).statusCode).toBe(200);
    const response = await app.inject("/api/ready");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      error: { code: "unavailable", message: "Database unavailable" },
    });
    await app.close();
  });
});
