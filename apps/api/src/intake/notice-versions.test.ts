import { describe, expect, it } from "vitest";
import { noticeVersions } from "./notice-versions.ts";

describe("noticeVersions", () => {
  it("fingerprints the consent and the notices of each language apart (12 hex digits)", () => {
    const all = [noticeVersions.en, noticeVersions.es].flatMap((v) => [v.consentVersion, v.noticeVersion]);
    for (const value of all) expect(value).toMatch(/^[0-9a-f]{12}$/);
    expect(new Set(all).size).toBe(4);
  });
});
