import { describe, expect, it } from "vitest";
import { firm } from "./firm.ts";
import { formatAmount, formatDate } from "./format.ts";

describe("formatDate", () => {
  it("writes the relocation date out in each language", () => {
    expect(formatDate(firm.relocationDate, "en")).toBe("September 15, 2025");
    expect(formatDate(firm.relocationDate, "es")).toBe("15 de septiembre de 2025");
  });
});

describe("formatAmount", () => {
  it.each([
    [11_500_000, "en", "$11.5 million"],
    [11_500_000, "es", "$11.5 millones"],
    [1_000_000, "es", "$1 millón"],
    [100_000_000, "en", "$100 million"],
    [900_000, "es", "$900,000"],
  ] as const)("writes %d in %s as %s", (dollars, locale, expected) => {
    expect(formatAmount(dollars, locale)).toBe(expected);
  });
});
