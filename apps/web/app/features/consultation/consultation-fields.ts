import { caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import { estimatedDamagesLabels, estimatedDamagesValues } from "@firm/content/enums/estimated-damages";
import { hasLawyerLabels, hasLawyers } from "@firm/content/enums/has-lawyer";
import { injurySeverities, injurySeverityLabels } from "@firm/content/enums/injury-severity";
import { insuranceClaimLabels, insuranceClaims } from "@firm/content/enums/insurance-claim";
import { lostWagesLabels, lostWagesValues } from "@firm/content/enums/lost-wages";
import { medicalTreatmentLabels, medicalTreatments } from "@firm/content/enums/medical-treatment";
import { policeReportLabels, policeReports } from "@firm/content/enums/police-report";
import {
  preferredContactMethodLabels,
  preferredContactMethods,
} from "@firm/content/enums/preferred-contact-method";
import {
  preferredContactTimeLabels,
  preferredContactTimes,
} from "@firm/content/enums/preferred-contact-time";
import { urgencyChoices } from "@firm/content/enums/urgency";
import type { Locale } from "@firm/content/locale";
import type { consultationRequest, FieldValues } from "@firm/intake/forms";

/** The consultation request's fields as the form holds them (@firm/intake/forms). */
export type ConsultationFields = FieldValues<typeof consultationRequest>;

/** The JSON body's form fields: all of them, empty optional ones as "". */
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
    urgency: urgencyChoices(locale),
  };
}
