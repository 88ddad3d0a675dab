import { describe, expect, it } from "vitest";
import { budgetMisses, type PageFigures } from "./web-budgets.ts";

const passing: PageFigures = {
  page: "/",
  score: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0.0004,
  scriptBytes: 120 * 1024,
  totalBytes: 300 * 1024,
};

describe("web budgets", () => {
  it("accepts a page at every limit", () => {
    expect(budgetMisses(passing, false)).toEqual([]);
  });

  it("names each budget a content page misses", () => {
    const figures = { ...passing, score: 99, cls: 0.0006, scriptBytes: 120 * 1024 + 1 };
    expect(budgetMisses(figures, false)).toEqual([
      "performance 99 < 100",
      "JavaScript 120.0 KB > 120 KB",
      "CLS 0.001 > 0",
    ]);
  });

  it("lets the consultation page score 98 but not 97", () => {
    expect(budgetMisses({ ...passing, score: 98 }, true)).toEqual([]);
    expect(budgetMisses({ ...passing, score: 97 }, true)).toEqual(["performance 97 < 98"]);
  });
});
