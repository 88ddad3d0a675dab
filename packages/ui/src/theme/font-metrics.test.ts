import sourceSerifBold from "@capsizecss/metrics/sourceSerif4/700";
import timesNewRomanBold from "@capsizecss/metrics/timesNewRoman/700";
import { describe, expect, it } from "vitest";
import { fallbackOverrides } from "./font-metrics.ts";

describe("fallbackOverrides", () => {
  it("leaves a font matched with itself as it is", () => {
    expect(fallbackOverrides(sourceSerifBold, sourceSerifBold)).toEqual({
      sizeAdjust: "100.00%",
      ascentOverride: "103.60%",
      descentOverride: "33.50%",
      lineGapOverride: "0.00%",
    });
  });

  it("scales bold Times to bold Source Serif 4's letter width, then sets its heights", () => {
    // Source Serif 4 Bold: 494/1000 per letter; Times New Roman Bold: 886/2048.
    expect(fallbackOverrides(sourceSerifBold, timesNewRomanBold)).toEqual({
      sizeAdjust: "114.19%",
      ascentOverride: "90.73%",
      descentOverride: "29.34%",
      lineGapOverride: "0.00%",
    });
  });
});
