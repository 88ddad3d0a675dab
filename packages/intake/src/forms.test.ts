import { describe, expect, it } from "vitest";
import { consultationGroups, consultationRequest } from "./forms.ts";

describe("the consultation form's groups", () => {
  it("hold every field exactly once", () => {
    const grouped: string[] = Object.values(consultationGroups).flat();
    expect(grouped.toSorted()).toEqual(Object.keys(consultationRequest).toSorted());
  });
});
