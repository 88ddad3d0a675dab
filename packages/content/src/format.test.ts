import { describe, expect, it } from "vitest";
import { firm } from "./firm.ts";
import { formatAmount, formatDate } from "./format.ts";

describe("formatDate", () => {
  it("writes the relocation date out in each language", () => {
    expect(formatDate(firm.relocationDate, "en")).toBe("September 15, 2025");
    expect(formatDate(firm.relocationDate, "es")).toBe("15 de septiembre de 2025");
  });

  it("writes the day without a leading zero, in every month, as Intl would", () => {
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, "0")}-05`;
      for (const [locale, tag] of [
        ["en", "en-US"],
        ["es", "es-US"],
      ] as const) {
        const intl = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" });
        expect(formatDate(iso, locale)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
      }
    }
  });

  it("refuses what is not a calendar date", () => {
    expect(() => formatDate("2025-13-01", "en")).toThrow(RangeError);
    expect(() => formatDate("15/09/2025", "en")).toThrow(RangeError);
  });
});

describe("formatAmount", () => {
  it.each([
    [11_500_000, "en", "$11.5 million"],
    [11_500_000, "es", "$11.5 millones"],
    [1_000_000, "es", "$1 millón"],
    [100_000_000, "en", "$100 million"],
    [900_000, "es", "$900,000"],
    [1_250_000, "en", "$1.3 million"],
    [2_340_000_000, "en", "$2,340 million"],
    [999_999, "en", "$999,999"],
    [5_000, "en", "$5,000"],
    [750, "en", "$750"],
  ] as const)("writes %d in %s as %s", (dollars, locale, expected) => {
    expect(formatAmount(dollars, locale)).toBe(expected);
  });
});
