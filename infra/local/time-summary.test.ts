import { describe, expect, it } from "vitest";
import { formatSeconds, timeLines } from "./time-summary.ts";

describe("timeLines", () => {
  it("lists the phases in run order, then the tasks that ran, slowest first, with cached ones marked", () => {
    const lines = timeLines(
      [
        { name: "lint", seconds: 9 },
        { name: "tests", seconds: 754 },
      ],
      {
        tasks: [
          {
            taskId: "@firm/content#test",
            command: "vitest",
            execution: { startTime: 0, endTime: 300 },
            cache: { status: "HIT" },
          },
          { taskId: "@firm/intake#e2e", command: "<NONEXISTENT>", execution: { startTime: 0, endTime: 0 } },
          {
            taskId: "@firm/web#e2e",
            command: "node run.ts",
            execution: { startTime: 1_000, endTime: 601_000 },
            cache: { status: "MISS" },
          },
        ],
      },
    );
    expect(lines.map((line) => line.trim().replace(/\s+/g, " "))).toEqual([
      "lint 9 s",
      "tests 12 min 34 s",
      "@firm/web#e2e 10 min 0 s",
      "@firm/content#test 0 s (cached)",
    ]);
  });

  it("prints the phases alone when turbo left no run summary, and skips checks without a time", () => {
    expect(timeLines([{ name: "lint", seconds: 61 }, { name: "old" }], undefined)).toEqual([
      `  ${"lint".padEnd(40)} 1 min 1 s`,
    ]);
  });
});

describe("formatSeconds", () => {
  it("rounds to whole seconds", () => {
    expect(formatSeconds(59.6)).toBe("1 min 0 s");
    expect(formatSeconds(0.4)).toBe("0 s");
  });
});
