import type { CaseType } from "@firm/content/enums/case-type";
import type { CaseType as CaseTypeColumn } from "../generated/prisma/enums.ts";

/** The submitted value ("" = not chosen) as stored: NULL or the Prisma enum member. */
export function toCaseTypeColumn(value: CaseType | undefined): CaseTypeColumn | null {
  return value ? (value.replaceAll("-", "_") as CaseTypeColumn) : null;
}
