// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ceremonyHost, islandAnswer, islandFailure, parseCredential } from "./passkey.server.ts";

const failure = (status: number) => ({
  ok: false as const,
  status,
  code: "x",
  message: "x",
  retryAfter: null,
});

describe("passkey helpers", () => {
  it("names the host the page was served on, with its port", () => {
    expect(ceremonyHost(new Request("http://localhost:3100/ops/sign-in/passkey"))).toBe("localhost:3100");
    expect(ceremonyHost(new Request("https://example.com/ops"))).toBe("example.com");
  });

  it("reads a posted credential only when it is a JSON object", () => {
    expect(parseCredential('{"id":"abc"}')).toEqual({ id: "abc" });
    expect(parseCredential("[1]")).toBeNull();
    expect(parseCredential("null")).toBeNull();
    expect(parseCredential("{")).toBeNull();
  });

  it("answers islands with uncached JSON and plain failure codes", async () => {
    const answer = islandAnswer({ location: "/ops" });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.json()).toEqual({ location: "/ops" });
    expect(await islandFailure(failure(400)).json()).toEqual({ error: "not_verified" });
    expect(await islandFailure(failure(429)).json()).toEqual({ error: "unavailable" });
    const down = islandFailure(failure(503));
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ error: "unavailable" });
  });
});
