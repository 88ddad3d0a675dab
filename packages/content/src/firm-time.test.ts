import { describe, expect, it } from "vitest";
import { formatDuration, formatFirmTime } from "./firm-time.ts";

describe("the firm's clock", () => {
  it("shows instants in California time, on both sides of the November daylight-saving change", () => {
    // 2026-11-01 02:00 PDT becomes 01:00 PST: the same UTC hour a day apart reads an hour earlier.
    expect(formatFirmTime("2026-11-01T07:30:00Z", "en")).toBe("Nov 1, 2026, 12:30 AM PDT");
    expect(formatFirmTime("2026-11-02T07:30:00Z", "en")).toBe("Nov 1, 2026, 11:30 PM PST");
    expect(formatFirmTime("2026-11-02T07:30:00Z", "es")).toBe("1 nov 2026, 11:30 p.m. PST");
  });

  it("and across the March change", () => {
    expect(formatFirmTime("2026-03-08T09:30:00Z", "en")).toBe("Mar 8, 2026, 1:30 AM PST");
    expect(formatFirmTime("2026-03-08T10:30:00Z", "en")).toBe("Mar 8, 2026, 3:30 AM PDT");
  });

  it("writes durations to the minute, days from two days on", () => {
    expect(formatDuration(200 * 60_000, "en")).toBe("3 hr, 20 min");
    expect(formatDuration(200 * 60_000, "es")).toBe("3 h y 20 min");
    expect(formatDuration(20_000, "en")).toBe("0 min");
    expect(formatDuration(52 * 3_600_000, "en")).toBe("2 days, 4 hr");
  });
});
