// @vitest-environment node
import { describe, expect, it } from "vitest";
import { positiveInteger } from "./admin.server.ts";

describe("positiveInteger", () => {
  it("reads a positive whole number and nothing else", () => {
    expect(positiveInteger("42")).toBe(42);
    expect(positiveInteger(null)).toBeNull();
    expect(positiveInteger("")).toBeNull();
    expect(positiveInteger("0")).toBeNull();
    expect(positiveInteger("-3")).toBeNull();
    expect(positiveInteger("1.5")).toBeNull();
    expect(positiveInteger("12abc")).toBeNull();
    expect(positiveInteger("99999999999999999")).toBeNull();
  });
});
