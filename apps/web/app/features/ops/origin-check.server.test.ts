// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isSameOriginPost } from "./origin-check.server.ts";

const post = (url: string, origin?: string) =>
  new Request(url, { method: "POST", headers: origin ? { origin } : {} });

describe("isSameOriginPost", () => {
  it("accepts a post from the page's own origin", () => {
    expect(
      isSameOriginPost(post("http://127.0.0.1:3000/ops/records/1", "http://127.0.0.1:3000"), undefined),
    ).toBe(true);
  });

  it("accepts the public origin behind the proxy", () => {
    expect(
      isSameOriginPost(
        post("http://10.0.0.2:3000/ops", "https://www.example.com"),
        "https://www.example.com",
      ),
    ).toBe(true);
  });

  it("refuses another site, another port or scheme, an opaque origin and no origin at all", () => {
    const url = "https://www.example.com/ops";
    expect(isSameOriginPost(post(url, "https://attacker.example"), undefined)).toBe(false);
    expect(isSameOriginPost(post(url, "https://www.example.com:8443"), undefined)).toBe(false);
    expect(isSameOriginPost(post(url, "http://www.example.com"), undefined)).toBe(false);
    expect(isSameOriginPost(post(url, "null"), undefined)).toBe(false);
    expect(isSameOriginPost(post(url), undefined)).toBe(false);
  });
});
