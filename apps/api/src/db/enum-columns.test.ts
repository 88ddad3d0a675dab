import { caseTypes } from "@firm/content/enums/case-type";
import { estimatedDamagesValues } from "@firm/content/enums/estimated-damages";
import { hasLawyers } from "@firm/content/enums/has-lawyer";
import { injurySeverities } from "@firm/content/enums/injury-severity";
import { insuranceClaims } from "@firm/content/enums/insurance-claim";
import { lostWagesValues } from "@firm/content/enums/lost-wages";
import { medicalTreatments } from "@firm/content/enums/medical-treatment";
import { opsRoles } from "@firm/content/enums/ops-role";
import { policeReports } from "@firm/content/enums/police-report";
import { preferredContactMethods } from "@firm/content/enums/preferred-contact-method";
import { preferredContactTimes } from "@firm/content/enums/preferred-contact-time";
import { recordStatuses } from "@firm/content/enums/record-status";
import { urgencies } from "@firm/content/enums/urgency";
import { locales } from "@firm/content/locale";
import { describe, expect, it } from "vitest";
import { sql } from "../../tests/harness/app.ts";
import * as columns from "../generated/prisma/enums.ts";
import { spamReasons } from "../intake/spam.ts";
import { fromMember, toMember } from "./enum-columns.ts";

const pairs: [string, readonly string[], Record<string, string>, string][] = [
  ["caseType", caseTypes, columns.CaseType, "case_type"],
  ["injurySeverity", injurySeverities, columns.InjurySeverity, "injury_severity"],
  ["medicalTreatment", medicalTreatments, columns.MedicalTreatment, "medical_treatment"],
  ["hasLawyer", hasLawyers, columns.HasLawyer, "has_lawyer"],
  ["policeReport", policeReports, columns.PoliceReport, "police_report"],
  ["insuranceClaim", insuranceClaims, columns.InsuranceClaim, "insurance_claim"],
  ["estimatedDamages", estimatedDamagesValues, columns.EstimatedDamages, "estimated_damages"],
  ["lostWages", lostWagesValues, columns.LostWages, "lost_wages"],
  [
    "preferredContactMethod",
    preferredContactMethods,
    columns.PreferredContactMethod,
    "preferred_contact_method",
  ],
  ["preferredContactTime", preferredContactTimes, columns.PreferredContactTime, "preferred_contact_time"],
  ["urgency", urgencies, columns.Urgency, "urgency"],
  ["locale", locales, columns.Locale, "locale"],
  ["spamReason", spamReasons, columns.SpamReason, "spam_reason"],
  ["status", recordStatuses, columns.RecordStatus, "record_status"],
  ["role", opsRoles, columns.OpsRole, "ops_role"],
];

describe.each(pairs)("%s column", (_name, values, members, databaseType) => {
  const chosen = values.filter((value) => value !== "");

  it("has exactly one Prisma member per value of @firm/content, and back", () => {
    expect(chosen.map(toMember).sort()).toEqual(Object.values(members).sort());
    expect(Object.values(members).map(fromMember).sort()).toEqual([...chosen].sort());
  });

  it("stores exactly the submitted values in PostgreSQL", async () => {
    const rows = await sql<{ value: string }>(
      `SELECT unnest(enum_range(NULL::"${databaseType}"))::text AS value`,
    );
    expect(rows.map((row) => row.value).sort()).toEqual([...chosen].sort());
  });
});
