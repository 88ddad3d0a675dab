import { describe, expect, it } from "vitest";
import { allowsBackgroundVideo } from "./video-allowed.ts";

const matching =
  (...queries: string[]) =>
  (query: string) => ({ matches: queries.includes(query) });

describe("allowsBackgroundVideo", () => {
  it("allows the video when nothing asks otherwise, with or without the Network Information API", () => {
    expect(allowsBackgroundVideo({ matchMedia: matching() })).toBe(true);
    expect(allowsBackgroundVideo({ matchMedia: matching(), connection: { saveData: false } })).toBe(true);
    expect(allowsBackgroundVideo({ matchMedia: matching(), connection: {} })).toBe(true);
  });

  it("declines under reduced motion", () => {
    expect(allowsBackgroundVideo({ matchMedia: matching("(prefers-reduced-motion: reduce)") })).toBe(false);
  });

  it("declines when the visitor saves data (Save-Data or the reduced-data preference)", () => {
    expect(allowsBackgroundVideo({ matchMedia: matching(), connection: { saveData: true } })).toBe(false);
    expect(allowsBackgroundVideo({ matchMedia: matching("(prefers-reduced-data: reduce)") })).toBe(false);
  });

  it("ignores other media queries that match", () => {
    expect(allowsBackgroundVideo({ matchMedia: matching("(prefers-color-scheme: dark)") })).toBe(true);
  });
});
