import { caseTypes } from "@firm/content/enums/case-type";
import { estimatedDamagesValues } from "@firm/content/enums/estimated-damages";
import { hasLawyers } from "@firm/content/enums/has-lawyer";
import { injurySeverities } from "@firm/content/enums/injury-severity";
import { insuranceClaims } from "@firm/content/enums/insurance-claim";
import { lostWagesValues } from "@firm/content/enums/lost-wages";
import { medicalTreatments } from "@firm/content/enums/medical-treatment";
import { policeReports } from "@firm/content/enums/police-report";
import { preferredContactMethods } from "@firm/content/enums/preferred-contact-method";
import { preferredContactTimes } from "@firm/content/enums/preferred-contact-time";
import { urgencies } from "@firm/content/enums/urgency";
import Type, { type Static } from "typebox";
import {
  Email,
  metaFields,
  OptionalDate,
  OptionalPhone,
  oneOf,
  optionalLine,
  optionalText,
  RequiredPhone,
  requiredLine,
  requiredText,
} from "./common.ts";

/** An optional enumeration: missing or "" (not chosen) is stored as NULL. */
const optionalChoice = (values: readonly string[]) => Type.Optional(oneOf(values, true));

/**
 * POST /api/consultation body: every field of the consultation form, required as
 * docs/product.md#4-forms says
 * (firstName, lastName, email, phone, caseType, caseDescription, preferredContactMethod).
 */
export const ConsultationBody = Type.Object(
  {
    firstName: requiredLine(80),
    lastName: requiredLine(80),
    email: Email,
    phone: RequiredPhone,
    alternatePhone: OptionalPhone,
    caseType: oneOf(caseTypes, false),
    incidentDate: OptionalDate,
    incidentLocation: optionalLine(200),
    caseDescription: requiredText(5000),
    injurySeverity: optionalChoice(injurySeverities),
    medicalTreatment: optionalChoice(medicalTreatments),
    hasLawyer: optionalChoice(hasLawyers),
    insuranceCompany: optionalLine(120),
    insuranceClaim: optionalChoice(insuranceClaims),
    policeReport: optionalChoice(policeReports),
    preferredContactMethod: oneOf(preferredContactMethods, false),
    preferredContactTime: optionalChoice(preferredContactTimes),
    urgency: Type.Optional(oneOf(urgencies, true)),
    availableDates: optionalText(500),
    estimatedDamages: optionalChoice(estimatedDamagesValues),
    lostWages: optionalChoice(lostWagesValues),
    witnesses: optionalText(2000),
    additionalInfo: optionalText(5000),
    ...metaFields,
  },
  { additionalProperties: false },
);

export type ConsultationBody = Static<typeof ConsultationBody>;
