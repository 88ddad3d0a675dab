import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson } from "./post-json.ts";

function answer(status: number, body: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status })),
  );
}

describe("postJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is true only for an ok status whose JSON says success: true", async () => {
    answer(201, '{"success":true,"id":"x"}');
    expect(await postJson("/api/contact", {})).toBe(true);
  });

  it.each([
    ["success false", 200, '{"success":false}'],
    ["success missing", 200, "{}"],
    ["success as a string", 200, '{"success":"true"}'],
    ["a body that is not JSON", 200, "<html>"],
  ])("is false for %s", async (_label, status, body) => {
    answer(status, body);
    expect(await postJson("/api/contact", {})).toBe(false);
  });

  it("logs 'HTTP error! status' with the code for a non-ok answer", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    answer(503, '{"success":true}');
    expect(await postJson("/api/contact", {})).toBe(false);
    expect(String(log.mock.calls[0]?.[0])).toContain("HTTP error! status: 503");
    log.mockRestore();
  });

  it("is false when the request itself fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await postJson("/api/contact", {})).toBe(false);
  });
});
