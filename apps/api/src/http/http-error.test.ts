import { describe, expect, it } from "vitest";
import { buildTestApp, logCapture } from "../../tests/harness/app.ts";
import { isUnavailable } from "./http-error.ts";

const coded = (code: string) => Object.assign(new Error("x"), { code });

describe("errors", () => {
  it("tell an unavailable database from a bug", () => {
    expect(isUnavailable(coded("ECONNREFUSED"))).toBe(true);
    expect(isUnavailable(coded("57P01"))).toBe(true);
    expect(isUnavailable(Object.assign(new Error("x"), { originalCode: "08006" }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error("x"), { kind: "DatabaseNotReachable" }))).toBe(true);
    expect(isUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnavailable(new AggregateError([coded("ECONNREFUSED")], "all failed"))).toBe(true);
    expect(isUnavailable(new Error("wrapped", { cause: coded("P1001") }))).toBe(true);
    expect(isUnavailable(coded("23505"))).toBe(false);
    expect(isUnavailable(new AggregateError([new Error("bug")]))).toBe(false);
    expect(isUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("answer an unexpected failure with 500 JSON: no message, stack or SQL; logged without its message", async () => {
    const logs = logCapture();
    const app = await buildTestApp(
      {},
      {
        captureLogs: logs,
        extend: (server) => {
          server.get("/api/test/bug", async () => {
            throw new Error('syntax error at or near "SELECT" (email)=(canary@example.com)');
          });
          server.get("/api/test/down", async () => {
            throw coded("ECONNRESET");
          });
        },
      },
    );
    const bug = await app.inject("/api/test/bug");
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({
      success: false,
      error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
    });
    const down = await app.inject("/api/test/down");
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, error: { code: "unavailable" } });
    expect(logs.text()).toContain('"msg":"request failed"');
    expect(logs.text()).not.toContain("canary@example.com");
    expect(logs.text()).not.toContain("SELECT");
    await app.close();
  });
});
