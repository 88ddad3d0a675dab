// @vitest-environment node
import { firm } from "@firm/content/firm";
import { describe, expect, it } from "vitest";
import { resultAmount } from "./result-amount.ts";
import { copySegments } from "./site-value-links.ts";

describe("copySegments", () => {
  it("cuts a line at {phone} and {email} and fills the other site values", () => {
    expect(copySegments("Call {phone}, e-mail {email} or write to {firmName}.", "en")).toEqual([
      { kind: "text", text: "Call " },
      { kind: "phone" },
      { kind: "text", text: ", e-mail " },
      { kind: "email" },
      { kind: "text", text: ` or write to ${firm.name}.` },
    ]);
  });

  it("keeps a line without links as one text", () => {
    expect(copySegments("{years} años", "es")).toEqual([{ kind: "text", text: "26 años" }]);
    expect(copySegments("{phone}", "en")).toEqual([{ kind: "phone" }]);
  });
});

describe("resultAmount", () => {
  it("prefixes amounts that are a minimum", () => {
    expect(resultAmount({ id: "wrongful-death", amount: 4_000_000, over: true }, "en", "Over")).toBe(
      "Over $4 million",
    );
    expect(resultAmount({ id: "ride-hailing", amount: 900_000, over: true }, "es", "Más de")).toBe(
      "Más de $900,000",
    );
    expect(resultAmount({ id: "dental-malpractice", amount: 11_500_000, over: false }, "es", "Más de")).toBe(
      "$11.5 millones",
    );
  });
});
