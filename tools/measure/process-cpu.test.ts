import { describe, expect, it } from "vitest";
import { machineCpuFrom, workDone } from "./process-cpu.ts";

const stat = (user: number, idle: number, steal = 0) =>
  `cpu  ${user} 0 ${user / 2} ${idle} 10 0 ${user / 10} ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1\n`;

describe("machineCpuFrom", () => {
  it("reads busy (user, nice, system, irq, softirq, steal) and idle (idle, iowait) core-seconds", () => {
    expect(machineCpuFrom(stat(1000, 5000, 30))).toEqual({ busy: (1000 + 500 + 100 + 30) / 100, idle: 50.1 });
  });
  it("names what is missing", () => {
    expect(() => machineCpuFrom("intr 1\n")).toThrow("no `cpu` line in /proc/stat");
  });
});

describe("workDone", () => {
  it("is the busy core-seconds between two readings and their share of the cores' time", () => {
    expect(workDone(machineCpuFrom(stat(1000, 5000)), machineCpuFrom(stat(7000, 7000)))).toEqual({
      busy: 96,
      share: 83,
    });
  });
  it("is 0 % of nothing", () => {
    const reading = machineCpuFrom(stat(1000, 5000));
    expect(workDone(reading, reading)).toEqual({ busy: 0, share: 0 });
  });
});
