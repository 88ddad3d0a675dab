import { describe, expect, it } from "vitest";
import { firm } from "./firm.ts";
import { siteValues, withSiteValues } from "./site-values.ts";

describe("site values", () => {
  it("fill copy from the firm's constants", () => {
    expect(withSiteValues("{years} years, call {phone}", "en")).toBe(
      `${firm.yearsOfExperience} years, call ${firm.phones.tollFree.display}`,
    );
  });

  it("write the relocation date in the visitor's language", () => {
    expect(siteValues("es").relocationDate).toBe("15 de septiembre de 2025");
  });

  it("are computed once per language and cannot be changed by a caller", () => {
    expect(siteValues("es")).toBe(siteValues("es"));
    expect(siteValues("en")).not.toBe(siteValues("es"));
    expect(siteValues("en").recovered).not.toBe(siteValues("es").recovered);
    expect(Object.isFrozen(siteValues("en"))).toBe(true);
  });

  it("leave names that are not site values as written", () => {
    expect(withSiteValues("{unknown}", "en")).toBe("{unknown}");
  });
});
