import { describe, expect, it } from "vitest";
import { budgetMisses, medianOf, type PageFigures, worstOf } from "./web-budgets.ts";

const passing: PageFigures = {
  score: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  speedIndexMs: 1500,
  cls: 0.0004,
  mainThreadMs: 300,
  scriptBytes: 110 * 1024,
  totalBytes: 300 * 1024,
  benchmarkIndex: 3800,
  paintHeldMs: 0,
};

describe("web budgets", () => {
  it("accepts a page at every limit", () => {
    expect(budgetMisses(passing)).toEqual([]);
  });

  it("names each budget a page misses, the consultation page included", () => {
    const figures = {
      ...passing,
      score: 99,
      seo: 92,
      lcpMs: 1201,
      tbtMs: 51,
      speedIndexMs: 1501,
      cls: 0.0006,
      mainThreadMs: 301,
      scriptBytes: 110 * 1024 + 1,
    };
    expect(budgetMisses(figures)).toEqual([
      "performance 99 < 100",
      "SEO 92 < 100",
      "LCP 1201 ms > 1200 ms",
      "TBT 51 ms > 50 ms",
      "Speed Index 1501 ms > 1500 ms",
      "CLS 0.001 > 0",
      "main-thread 301 ms > 300 ms",
      "JavaScript 110.0 KB > 110 KB",
    ]);
  });
});

describe("median and worst of runs", () => {
  const runs = [
    { ...passing, score: 100, tbtMs: 0, speedIndexMs: 1400, benchmarkIndex: 3900 },
    { ...passing, score: 97, tbtMs: 90, speedIndexMs: 1300, benchmarkIndex: 3100 },
    { ...passing, score: 99, tbtMs: 20, speedIndexMs: 1700, benchmarkIndex: 3500 },
  ];

  it("takes each figure's median on its own", () => {
    expect(medianOf(runs)).toMatchObject({ score: 99, tbtMs: 20, speedIndexMs: 1400, benchmarkIndex: 3500 });
  });

  it("takes the lowest score and the highest time as the worst", () => {
    expect(worstOf(runs)).toMatchObject({ score: 97, tbtMs: 90, speedIndexMs: 1700, benchmarkIndex: 3100 });
  });

  it("refuses to summarise no run", () => {
    expect(() => medianOf([])).toThrow("no run");
  });
});
