import { describe, expect, it } from "vitest";
import { normalizePhone, phoneDigits } from "./phone.ts";

describe("normalizePhone", () => {
  it("reads the numbers people write, with their extension", () => {
    expect(normalizePhone("(714) 555-0199 ext. 12")).toEqual({ e164: "+17145550199", extension: "12" });
    expect(normalizePhone("714.555.0112")).toEqual({ e164: "+17145550112", extension: null });
    expect(normalizePhone("+44 20 7946 0958")).toEqual({ e164: "+442079460958", extension: null });
    expect(normalizePhone("+1 800 555 0100").e164).toBe("+18005550100");
    expect(normalizePhone("  ")).toEqual({ e164: null, extension: null });
  });

  it("second probe, finding 8: has no international form for a number that cannot be dialled", () => {
    for (const typed of [
      "+1 999 999 9999",
      "+1 ((((1234567",
      "+1 ((((((((((1234567",
      "555-0199",
      "+52 1 55 1234 5678",
    ])
      expect(normalizePhone(typed).e164, typed).toBeNull();
  });
});

describe("phoneDigits", () => {
  it("second probe, finding 8: links on a valid number's last ten digits only", () => {
    expect(phoneDigits(normalizePhone("+1 (714) 555-0111"))).toBe("7145550111");
    expect(phoneDigits(normalizePhone("+44 20 7946 0958"))).toBe("2079460958");
    expect(phoneDigits(normalizePhone("+1 ((((1234567"))).toBe("");
    expect(phoneDigits(normalizePhone("+1 999 999 9999"))).toBe("");
  });
});
