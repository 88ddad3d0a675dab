import { formTokenMaxAgeMs, issueFormToken } from "@firm/intake/form-token";
import { describe, expect, it } from "vitest";
import { spamVerdict } from "./spam.ts";

describe("spam verdict without CAPTCHA", () => {
  const now = 1_800_000_000_000;
  const keys = ["k".repeat(32)];
  const check = { form: "contact" as const, keys, receivedAt: now, minFillMs: 3000 };
  const token = (issuedAgoMs: number, form: "contact" | "consultation" = "contact") =>
    issueFormToken(form, keys, now - issuedAgoMs);
  const tokenId = expect.any(String);

  it("is genuine with a valid token used after the minimum fill time", () => {
    expect(spamVerdict({ website: "  ", formToken: token(3000) }, check)).toEqual({ reason: null, tokenId });
  });

  it("flags a filled honeypot, whatever the token", () => {
    expect(spamVerdict({ website: "http://x.example", formToken: token(60_000) }, check)).toEqual({
      reason: "honeypot",
      tokenId,
    });
    expect(spamVerdict({ website: "x" }, check)).toEqual({ reason: "honeypot", tokenId: null });
  });

  it("flags a missing, forged, other-form or expired token, and a form sent too fast", () => {
    expect(spamVerdict({}, check).reason).toBe("token-missing");
    expect(spamVerdict({ formToken: "" }, check).reason).toBe("token-missing");
    expect(spamVerdict({ formToken: `${token(60_000)}x` }, check).reason).toBe("token-invalid");
    expect(spamVerdict({ formToken: token(60_000, "consultation") }, check).reason).toBe("token-invalid");
    expect(spamVerdict({ formToken: issueFormToken("contact", ["o".repeat(32)], now) }, check).reason).toBe(
      "token-invalid",
    );
    expect(spamVerdict({ formToken: token(formTokenMaxAgeMs + 1) }, check)).toEqual({
      reason: "token-expired",
      tokenId,
    });
    expect(spamVerdict({ formToken: token(2999) }, check)).toEqual({ reason: "too-fast", tokenId });
  });
});
