import { defaultUrgency } from "@firm/content/enums/urgency";
import { defaultLocale } from "@firm/content/locale";
import type { Column } from "../db/intake-statement.ts";
import type { ConsultationBody } from "../schemas/consultation.ts";
import type { ContactBody } from "../schemas/contact.ts";
import { noticeVersions } from "./notice-versions.ts";

const text = (name: string, value: string | undefined): Column => ({ name, value: value ?? "" });

/** An enumeration column: "" or missing (not chosen) is NULL. */
const choice = (name: string, cast: string, value: string | undefined): Column => ({
  name,
  cast,
  value: value ? value : null,
});

type Meta = Pick<ContactBody, "locale" | "page" | "consentToCalls">;

/**
 * Columns every intake record has: language, page of origin, consent, and which wording of the consent
 * and notices was shown (the store adds status and spam).
 */
function metaColumns(meta: Meta): Column[] {
  const locale = meta.locale ?? defaultLocale;
  return [
    { name: "locale", cast: "locale", value: locale },
    text("consentVersion", noticeVersions[locale].consentVersion),
    text("noticeVersion", noticeVersions[locale].noticeVersion),
    text("page", meta.page),
    {
      name: "consentToCalls",
      cast: "bool",
      value: String(meta.consentToCalls === true || meta.consentToCalls === "on"),
    },
  ];
}

/** contact_message columns, values exactly as submitted. */
export function contactColumns(body: ContactBody): Column[] {
  return [
    text("name", body.name),
    text("email", body.email),
    text("phone", body.phone),
    choice("caseType", "case_type", body.caseType),
    text("message", body.message),
    ...metaColumns(body),
  ];
}

/** consultation_request columns, values exactly as submitted; urgency defaults to normal. */
export function consultationColumns(body: ConsultationBody): Column[] {
  return [
    text("firstName", body.firstName),
    text("lastName", body.lastName),
    text("email", body.email),
    text("phone", body.phone),
    text("alternatePhone", body.alternatePhone),
    choice("caseType", "case_type", body.caseType),
    choice("incidentDate", "date", body.incidentDate),
    text("incidentLocation", body.incidentLocation),
    text("caseDescription", body.caseDescription),
    choice("injurySeverity", "injury_severity", body.injurySeverity),
    choice("medicalTreatment", "medical_treatment", body.medicalTreatment),
    choice("hasLawyer", "has_lawyer", body.hasLawyer),
    text("insuranceCompany", body.insuranceCompany),
    choice("insuranceClaim", "insurance_claim", body.insuranceClaim),
    choice("policeReport", "police_report", body.policeReport),
    choice("preferredContactMethod", "preferred_contact_method", body.preferredContactMethod),
    choice("preferredContactTime", "preferred_contact_time", body.preferredContactTime),
    { name: "urgency", cast: "urgency", value: body.urgency || defaultUrgency },
    text("availableDates", body.availableDates),
    choice("estimatedDamages", "estimated_damages", body.estimatedDamages),
    choice("lostWages", "lost_wages", body.lostWages),
    text("witnesses", body.witnesses),
    text("additionalInfo", body.additionalInfo),
    ...metaColumns(body),
  ];
}
