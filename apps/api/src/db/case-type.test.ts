import { caseTypes } from "@firm/content/enums/case-type";
import { describe, expect, it } from "vitest";
import { CaseType } from "../generated/prisma/enums.ts";
import { toCaseTypeColumn } from "./case-type.ts";

describe("case type column", () => {
  it("has exactly one database value per chosen case type of @firm/content", () => {
    const chosen = caseTypes.filter((value) => value !== "");
    expect(chosen.map(toCaseTypeColumn).sort()).toEqual(Object.values(CaseType).sort());
    expect(toCaseTypeColumn("")).toBeNull();
  });
});
