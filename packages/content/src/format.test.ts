import { describe, expect, it } from "vitest";
import { firm } from "./firm.ts";
import { formatDate } from "./format.ts";

describe("formatDate", () => {
  it("writes the relocation date out in each language", () => {
    expect(formatDate(firm.relocationDate, "en")).toBe("September 15, 2025");
    expect(formatDate(firm.relocationDate, "es")).toBe("15 de septiembre de 2025");
  });
});
