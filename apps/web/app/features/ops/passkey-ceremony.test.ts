// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { ceremonyStep, nextLocation, postCeremony, problemOf, SiteError } from "./passkey-ceremony.ts";

describe("problemOf", () => {
  it("reads a dismissed or aborted browser dialog as cancelled", () => {
    expect(problemOf(new DOMException("no", "NotAllowedError"))).toBe("cancelled");
    expect(problemOf(new DOMException("no", "AbortError"))).toBe("cancelled");
    expect(problemOf({ name: "Error", code: "ERROR_CEREMONY_ABORTED" })).toBe("cancelled");
  });
  it("reads an unsupported browser or address", () => {
    expect(problemOf(new DOMException("no", "NotSupportedError"))).toBe("unsupported");
    expect(problemOf({ name: "SecurityError", code: "ERROR_INVALID_DOMAIN" })).toBe("unsupported");
  });
  it("reads the site's answers", () => {
    expect(problemOf(new SiteError("unavailable"))).toBe("unavailable");
    expect(problemOf(new SiteError("failed"))).toBe("not_verified");
    expect(problemOf(new Error("anything"))).toBe("not_verified");
    expect(problemOf(undefined)).toBe("not_verified");
  });
});

describe("ceremonyStep", () => {
  it("accepts the challenge id and options, nothing else", () => {
    expect(ceremonyStep({ challengeId: "c", options: { challenge: "x" } })).toEqual({
      challengeId: "c",
      options: { challenge: "x" },
    });
    expect(ceremonyStep({ challengeId: "c" })).toBeNull();
    expect(ceremonyStep({ options: {} })).toBeNull();
    expect(ceremonyStep(null)).toBeNull();
  });
});

describe("nextLocation", () => {
  it("keeps the visitor inside the console", () => {
    expect(nextLocation({ location: "/ops" }, "/x")).toBe("/ops");
    expect(nextLocation({ location: "https://evil.example/ops" }, "/ops")).toBe("/ops");
    expect(nextLocation({ location: "//evil.example" }, "/ops")).toBe("/ops");
    expect(nextLocation(null, "/ops/passkeys")).toBe("/ops/passkeys");
  });
});

describe("postCeremony", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the fields as a form and answers the JSON", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(postCeremony("/ops/sign-in/passkey", { intent: "options" })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/ops/sign-in/passkey");
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe("intent=options");
  });

  it("throws the site's error code, or unavailable when it cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ error: "not_verified" }, { status: 400 }));
    await expect(postCeremony("/x", {})).rejects.toMatchObject({ code: "not_verified" });
    vi.stubGlobal("fetch", async () => new Response("oops", { status: 502 }));
    await expect(postCeremony("/x", {})).rejects.toMatchObject({ code: "unavailable" });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    await expect(postCeremony("/x", {})).rejects.toMatchObject({ code: "unavailable" });
  });
});
