import { describe, expect, it } from "vitest";
import { cpuRates, loadAverage, medianAndWorst, positiveCount, sittingExitCode } from "./sitting.ts";

describe("sitting helpers", () => {
  it("prints the load averages with two decimals", () => {
    expect(loadAverage([0.5, 1.234, 12])).toBe("0.50 1.23 12.00");
    expect(loadAverage().split(" ")).toHaveLength(3);
  });

  it("takes CPU rates of at least 1 and refuses any other", () => {
    expect(cpuRates("1,4")).toEqual([1, 4]);
    expect(cpuRates("6")).toEqual([6]);
    expect(() => cpuRates("0.5")).toThrow("--cpu takes rates ≥ 1, not 0.5");
    expect(() => cpuRates("1,x")).toThrow("not 1,x");
    expect(() => cpuRates("")).toThrow();
  });

  it("takes a positive whole count", () => {
    expect(positiveCount("3", "runs")).toBe(3);
    expect(() => positiveCount("0", "runs")).toThrow("--runs must be a positive integer, not 0");
    expect(() => positiveCount("2.5", "rounds")).toThrow("--rounds");
    expect(() => positiveCount("many", "runs")).toThrow();
  });

  it("gives the lower middle as the median and the highest as the worst, in any order", () => {
    expect(medianAndWorst([30, 10, 20])).toEqual({ median: 20, worst: 30 });
    expect(medianAndWorst([40, 10, 30, 20])).toEqual({ median: 20, worst: 40 });
    expect(medianAndWorst([7])).toEqual({ median: 7, worst: 7 });
    expect(() => medianAndWorst([])).toThrow("no figures");
  });

  it("exits 0 exactly when everything planned was measured and met its budget", () => {
    // A sitting with every page within budget, the servers closed at the end.
    expect(sittingExitCode({ misses: 0, unmeasured: 0, interrupted: false })).toBe(0);
    expect(sittingExitCode({ misses: 0 })).toBe(0);
    expect(sittingExitCode({ misses: 1, unmeasured: 0, interrupted: false })).toBe(1);
    expect(sittingExitCode({ misses: 3 })).toBe(1);
    expect(sittingExitCode({ misses: 0, unmeasured: 2 })).toBe(1);
    expect(sittingExitCode({ misses: 0, interrupted: true })).toBe(1);
  });
});
