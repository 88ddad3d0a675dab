// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { newIdempotencyKey, postJson } from "./post-json.ts";

function answer(status: number, body: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status })),
  );
}

const failed = { outcome: "failed" };

describe("postJson", () => {
  it("is accepted only for an ok status whose JSON says success: true", async () => {
    answer(201, '{"success":true,"id":"x"}');
    expect(await postJson("/api/contact", {})).toEqual({ outcome: "accepted" });
  });

  it("is refused, naming the fields and why, for a 400 that names them", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answer(
      400,
      JSON.stringify({
        success: false,
        error: {
          code: "invalid_request",
          message: "body/phone must match pattern",
          fields: [{ field: "phone", problem: "phone" }, { field: "x", problem: "not-a-problem" }, "junk"],
        },
      }),
    );
    expect(await postJson("/api/contact", {})).toEqual({
      outcome: "refused",
      fields: [{ field: "phone", problem: "phone" }],
    });
  });

  it("has failed for a 400 that names no field", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answer(400, '{"success":false,"error":{"code":"invalid_request","message":"Body is not valid JSON"}}');
    expect(await postJson("/api/contact", {})).toEqual(failed);
  });

  it.each([
    ["success false", 200, '{"success":false}'],
    ["success missing", 200, "{}"],
    ["success as a string", 200, '{"success":"true"}'],
    ["a body that is not JSON", 200, "<html>"],
  ])("has failed for %s", async (_label, status, body) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answer(status, body);
    expect(await postJson("/api/contact", {})).toEqual(failed);
  });

  it("logs 'HTTP error! status' with the code for a non-ok answer", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    answer(503, '{"success":true}');
    expect(await postJson("/api/contact", {})).toEqual(failed);
    expect(String(log.mock.calls[0]?.[0])).toContain("HTTP error! status: 503");
    log.mockRestore();
  });

  it("has failed when the request itself fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await postJson("/api/contact", {})).toEqual(failed);
  });
});

describe("postJson headers", () => {
  it("sends the Idempotency-Key it is given, and none otherwise", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"success":true}'));
    vi.stubGlobal("fetch", fetch);
    await postJson("/api/contact", {}, { idempotencyKey: "key-1" });
    await postJson("/api/contact", {});
    const headers = fetch.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers[0]?.get("Idempotency-Key")).toBe("key-1");
    expect(headers[0]?.get("Content-Type")).toBe("application/json");
    expect(headers[1]?.has("Idempotency-Key")).toBe(false);
  });
});

describe("newIdempotencyKey", () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("is a fresh version-4 UUID each time", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(uuidV4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it("is built from getRandomValues where randomUUID is missing (pages not served over https)", () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(uuidV4);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
