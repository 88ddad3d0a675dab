import { describe, expect, it } from "vitest";
import { spamReason } from "./spam.ts";

describe("spam without CAPTCHA", () => {
  const now = 1_800_000_000_000;

  it("flags a filled honeypot, whatever the timing", () => {
    expect(spamReason({ website: "http://x.example", formStartedAt: now - 60_000 }, now, 3000)).toBe(
      "honeypot",
    );
  });

  it("flags a form sent sooner than the minimum fill time after rendering", () => {
    expect(spamReason({ website: "", formStartedAt: now - 2999 }, now, 3000)).toBe("too-fast");
    expect(spamReason({ formStartedAt: String(now - 500) }, now, 3000)).toBe("too-fast");
  });

  it("accepts a form filled for at least the minimum time, a start in the future, or no start time", () => {
    expect(spamReason({ website: "  ", formStartedAt: now - 3000 }, now, 3000)).toBeNull();
    expect(spamReason({ formStartedAt: now + 60_000 }, now, 3000)).toBeNull();
    expect(spamReason({ formStartedAt: "" }, now, 3000)).toBeNull();
    expect(spamReason({}, now, 3000)).toBeNull();
  });
});
