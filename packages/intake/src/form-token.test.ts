import { describe, expect, it } from "vitest";
import {
  developmentFormTokenKey,
  formTokenKeys,
  formTokenMaxAgeMs,
  issueFormToken,
  verifyFormToken,
} from "./form-token.ts";

const now = 1_800_000_000_000;
const key = "k".repeat(32);
const oldKey = "o".repeat(32);

describe("form tokens", () => {
  it("verify when issued by a configured key for the same form, with their id and issue time", () => {
    const token = issueFormToken("contact", [key], now - 5000);
    const check = verifyFormToken(token, "contact", [key], now);
    expect(check).toEqual({
      status: "valid",
      id: expect.stringMatching(/^[\w-]{16}$/),
      issuedAt: now - 5000,
    });
    expect(issueFormToken("contact", [key], now)).not.toBe(issueFormToken("contact", [key], now));
  });

  it("are accepted with any configured key (rotation), refused with an unknown one", () => {
    const signedWithOld = issueFormToken("consultation", [oldKey], now);
    expect(verifyFormToken(signedWithOld, "consultation", [key, oldKey], now).status).toBe("valid");
    expect(verifyFormToken(signedWithOld, "consultation", [key], now).status).toBe("invalid");
  });

  it("are invalid for the other form, when altered, truncated, or issued in the future", () => {
    const token = issueFormToken("contact", [key], now);
    const [version, form, issued, id, mac] = token.split(".") as [string, string, string, string, string];
    const forged = [
      verifyFormToken(token, "consultation", [key], now),
      verifyFormToken([version, "consultation", issued, id, mac].join("."), "consultation", [key], now),
      verifyFormToken([version, form, (now - 60_000).toString(36), id, mac].join("."), "contact", [key], now),
      verifyFormToken([version, form, issued, `${id}x`, mac].join("."), "contact", [key], now),
      verifyFormToken([version, form, issued, id, mac.slice(0, -2)].join("."), "contact", [key], now),
      verifyFormToken([version, form, issued, id].join("."), "contact", [key], now),
      verifyFormToken(`${token}.x`, "contact", [key], now),
      verifyFormToken("not-a-token", "contact", [key], now),
      verifyFormToken(issueFormToken("contact", [key], now + 3_600_000), "contact", [key], now),
    ];
    for (const check of forged) expect(check).toEqual({ status: "invalid" });
  });

  it("expire a day after they were issued, and are missing when empty", () => {
    const token = issueFormToken("contact", [key], now - formTokenMaxAgeMs - 1);
    expect(verifyFormToken(token, "contact", [key], now)).toMatchObject({ status: "expired" });
    expect(
      verifyFormToken(issueFormToken("contact", [key], now - formTokenMaxAgeMs), "contact", [key], now),
    ).toMatchObject({ status: "valid" });
    expect(verifyFormToken(undefined, "contact", [key], now)).toEqual({ status: "missing" });
    expect(verifyFormToken("", "contact", [key], now)).toEqual({ status: "missing" });
  });

  it("take their keys from FORM_TOKEN_KEYS, with a public development key only outside production", () => {
    expect(formTokenKeys({ FORM_TOKEN_KEYS: ` ${key} , ${oldKey},` })).toEqual([key, oldKey]);
    expect(formTokenKeys({})).toEqual([developmentFormTokenKey]);
    expect(() => formTokenKeys({ NODE_ENV: "production" })).toThrow(/FORM_TOKEN_KEYS is required/);
  });
});
