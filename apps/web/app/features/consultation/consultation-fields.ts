import { type CaseType, caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import {
  type EstimatedDamages,
  estimatedDamagesLabels,
  estimatedDamagesValues,
} from "@firm/content/enums/estimated-damages";
import { type HasLawyer, hasLawyerLabels, hasLawyers } from "@firm/content/enums/has-lawyer";
import {
  type InjurySeverity,
  injurySeverities,
  injurySeverityLabels,
} from "@firm/content/enums/injury-severity";
import {
  type InsuranceClaim,
  insuranceClaimLabels,
  insuranceClaims,
} from "@firm/content/enums/insurance-claim";
import { type LostWages, lostWagesLabels, lostWagesValues } from "@firm/content/enums/lost-wages";
import {
  type MedicalTreatment,
  medicalTreatmentLabels,
  medicalTreatments,
} from "@firm/content/enums/medical-treatment";
import { type PoliceReport, policeReportLabels, policeReports } from "@firm/content/enums/police-report";
import {
  defaultPreferredContactMethod,
  type PreferredContactMethod,
  preferredContactMethodLabels,
  preferredContactMethods,
} from "@firm/content/enums/preferred-contact-method";
import {
  defaultPreferredContactTime,
  type PreferredContactTime,
  preferredContactTimeLabels,
  preferredContactTimes,
} from "@firm/content/enums/preferred-contact-time";
import { defaultUrgency, type Urgency, urgencies, urgencyLabels } from "@firm/content/enums/urgency";
import type { Locale } from "@firm/content/locale";

/** Not answered: an optional choice starts empty and is sent as "". */
type Unanswered = "";

/** The consultation request (docs/product.md#4-forms): every field, sent in full. */
export type ConsultationFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  alternatePhone: string;
  caseType: CaseType;
  /** "" or YYYY-MM-DD (the date input's value). */
  incidentDate: string;
  incidentLocation: string;
  caseDescription: string;
  injurySeverity: InjurySeverity | Unanswered;
  medicalTreatment: MedicalTreatment | Unanswered;
  hasLawyer: HasLawyer | Unanswered;
  insuranceCompany: string;
  insuranceClaim: InsuranceClaim | Unanswered;
  policeReport: PoliceReport | Unanswered;
  preferredContactMethod: PreferredContactMethod;
  preferredContactTime: PreferredContactTime;
  urgency: Urgency;
  availableDates: string;
  estimatedDamages: EstimatedDamages | Unanswered;
  lostWages: LostWages | Unanswered;
  witnesses: string;
  additionalInfo: string;
};

export const consultationDefaults: ConsultationFields = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  alternatePhone: "",
  caseType: "",
  incidentDate: "",
  incidentLocation: "",
  caseDescription: "",
  injurySeverity: "",
  medicalTreatment: "",
  hasLawyer: "",
  insuranceCompany: "",
  insuranceClaim: "",
  policeReport: "",
  preferredContactMethod: defaultPreferredContactMethod,
  preferredContactTime: defaultPreferredContactTime,
  urgency: defaultUrgency,
  availableDates: "",
  estimatedDamages: "",
  lostWages: "",
  witnesses: "",
  additionalInfo: "",
};

/** The JSON body's form fields: all 23, empty optional ones as "". */
export function consultationPayload(fields: ConsultationFields): Record<keyof ConsultationFields, string> {
  return { ...fields };
}

type Option = { value: string; label: string };

function options<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The choices of every select and radio group, in the page's language; `placeholder` is the "" option. */
export function consultationChoices(locale: Locale, placeholder: string) {
  const optional = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) => [
    { value: "", label: placeholder },
    ...options(values, labels),
  ];
  return {
    caseType: options(caseTypes, caseTypeLabels[locale]),
    injurySeverity: optional(injurySeverities, injurySeverityLabels[locale]),
    medicalTreatment: optional(medicalTreatments, medicalTreatmentLabels[locale]),
    hasLawyer: optional(hasLawyers, hasLawyerLabels[locale]),
    insuranceClaim: optional(insuranceClaims, insuranceClaimLabels[locale]),
    policeReport: optional(policeReports, policeReportLabels[locale]),
    estimatedDamages: optional(estimatedDamagesValues, estimatedDamagesLabels[locale]),
    lostWages: optional(lostWagesValues, lostWagesLabels[locale]),
    preferredContactMethod: options(preferredContactMethods, preferredContactMethodLabels[locale]),
    preferredContactTime: options(preferredContactTimes, preferredContactTimeLabels[locale]),
    urgency: options(urgencies, urgencyLabels[locale]),
  };
}
