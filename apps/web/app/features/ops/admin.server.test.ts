// @vitest-environment node
import { describe, expect, it } from "vitest";
import { auditBefore } from "./admin.server.ts";

describe("auditBefore", () => {
  it("reads a positive whole number and nothing else", () => {
    expect(auditBefore("42")).toBe(42);
    expect(auditBefore(null)).toBeNull();
    expect(auditBefore("")).toBeNull();
    expect(auditBefore("0")).toBeNull();
    expect(auditBefore("-3")).toBeNull();
    expect(auditBefore("1.5")).toBeNull();
    expect(auditBefore("12abc")).toBeNull();
    expect(auditBefore("99999999999999999")).toBeNull();
  });

  it("second probe, finding 2: passes on no entry id past the audit log's integer column", () => {
    expect(auditBefore("2147483647")).toBe(2_147_483_647);
    expect(auditBefore("2147483648")).toBeNull();
  });
});
