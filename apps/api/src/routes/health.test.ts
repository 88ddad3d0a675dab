import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../tests/harness/app.ts";
import { signedInMember } from "../../tests/harness/ops-session.ts";

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

  it("second probe, finding 9: tells how backups and the standby are doing only inside or to an admin", async () => {
    const app = await buildTestApp();
    await app.backupWatch.check();
    await app.standbyWatch.check();
    const [admin, intake] = [await signedInMember(app, "admin"), await signedInMember(app, "intake")];
    // Through the proxy (which always names the client in X-Forwarded-For): the public, a member.
    const forwarded = { "x-forwarded-for": "203.0.113.7" };
    const ready = (headers: Record<string, string>) => app.inject({ url: "/api/ready", headers });
    expect((await ready(forwarded)).json()).toEqual({ status: "ready" });
    expect((await ready({ ...forwarded, authorization: `Session ${intake.token}` })).json()).toEqual({
      status: "ready",
    });
    expect(
      (await ready({ ...forwarded, authorization: "Session forged-token-forged-token" })).json(),
    ).toEqual({ status: "ready" });
    const detail = { status: "ready", archive: "off", standby: "off" };
    expect((await ready({ ...forwarded, authorization: `Session ${admin.token}` })).json()).toEqual(detail);
    // The API's own port, reached from inside (a health check, the operator's curl).
    expect((await ready({})).json()).toEqual(detail);
    await app.close();
  });
});
