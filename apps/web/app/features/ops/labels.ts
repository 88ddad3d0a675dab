import type { OpsConsoleCopy } from "@firm/content/dictionaries/ops-console";
import { caseTypeLabels } from "@firm/content/enums/case-type";
import { estimatedDamagesLabels } from "@firm/content/enums/estimated-damages";
import { hasLawyerLabels } from "@firm/content/enums/has-lawyer";
import { injurySeverityLabels } from "@firm/content/enums/injury-severity";
import { insuranceClaimLabels } from "@firm/content/enums/insurance-claim";
import { lostWagesLabels } from "@firm/content/enums/lost-wages";
import { medicalTreatmentLabels } from "@firm/content/enums/medical-treatment";
import { policeReportLabels } from "@firm/content/enums/police-report";
import { preferredContactMethodLabels } from "@firm/content/enums/preferred-contact-method";
import { preferredContactTimeLabels } from "@firm/content/enums/preferred-contact-time";
import { recordStatusLabels } from "@firm/content/enums/record-status";
import { sourceChannelLabels } from "@firm/content/enums/source-channel";
import { urgencyLabels } from "@firm/content/enums/urgency";
import type { Locale } from "@firm/content/locale";
import { visibleText } from "@firm/content/visible-text";
import { sourceDisplayName } from "./source-words.ts";

type Labels = Readonly<Record<string, string>>;

/** The enumerated fields of a request and their labels in one language. */
function enumerations(locale: Locale, copy: OpsConsoleCopy): Readonly<Record<string, Labels>> {
  return {
    caseType: caseTypeLabels[locale],
    estimatedDamages: estimatedDamagesLabels[locale],
    hasLawyer: hasLawyerLabels[locale],
    injurySeverity: injurySeverityLabels[locale],
    insuranceClaim: insuranceClaimLabels[locale],
    lostWages: lostWagesLabels[locale],
    medicalTreatment: medicalTreatmentLabels[locale],
    policeReport: policeReportLabels[locale],
    preferredContactMethod: preferredContactMethodLabels[locale],
    preferredContactTime: preferredContactTimeLabels[locale],
    status: recordStatusLabels[locale],
    urgency: urgencyLabels[locale],
    locale: copy.languages,
    spamReason: copy.spamReasons,
    type: { contact: copy.inbox.typeContact, consultation: copy.inbox.typeConsultation },
    consentToCalls: { true: copy.record.yes, false: copy.record.no },
    adClick: { true: copy.record.yes, false: copy.record.no },
    sourceChannel: sourceChannelLabels[locale],
  };
}

/** A stored value as the team reads it: an enumeration's label, or the value itself. */
export function valueLabel(
  field: string,
  value: string | null,
  locale: Locale,
  copy: OpsConsoleCopy,
): string {
  if (value === null || value === "") return copy.record.notGiven;
  if (field === "sourceName") return sourceDisplayName(value);
  return enumerations(locale, copy)[field]?.[value] ?? visibleText(value);
}

/** A short urgency label for the inbox: the part before the dash ("Urgent – within 24 hours" → "Urgent"). */
export function shortLabel(label: string): string {
  return label.split(" – ")[0] ?? label;
}
