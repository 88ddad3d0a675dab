import { caseTypes } from "@firm/content/enums/case-type";
import { estimatedDamagesValues } from "@firm/content/enums/estimated-damages";
import { hasLawyers } from "@firm/content/enums/has-lawyer";
import { injurySeverities } from "@firm/content/enums/injury-severity";
import { insuranceClaims } from "@firm/content/enums/insurance-claim";
import { lostWagesValues } from "@firm/content/enums/lost-wages";
import { medicalTreatments } from "@firm/content/enums/medical-treatment";
import { policeReports } from "@firm/content/enums/police-report";
import {
  defaultPreferredContactMethod,
  preferredContactMethods,
} from "@firm/content/enums/preferred-contact-method";
import { preferredContactTimes } from "@firm/content/enums/preferred-contact-time";
import { defaultUrgency, urgencies } from "@firm/content/enums/urgency";
import {
  type ChoiceField,
  choice,
  date,
  email,
  type FieldDefinition,
  initialValue,
  line,
  phone,
  text,
} from "./field.ts";

/** A form's fields, in the order the visitor meets them. */
export type FormDefinition = Readonly<Record<string, FieldDefinition>>;

const required = { required: true } as const;
const name = (autoComplete: string) => ({ required: true, personal: true, autoComplete });

/** A person's name in two parts, and their e-mail address: how the longer forms begin. */
const person = {
  firstName: line(80, name("given-name")),
  lastName: line(80, name("family-name")),
  email: email(required),
} as const;

/**
 * A contact message (docs/product.md#4-forms), as the API receives and stores it: the
 * home page's form sends exactly these fields.
 */
export const contactMessage = {
  name: line(200, name("name")),
  email: email(required),
  phone: phone({ autoComplete: "tel" }),
  caseType: choice(caseTypes),
  message: text(5000, 5, required),
} as const satisfies FormDefinition;

/**
 * The contact page's form: first and last name (sent joined as the message's `name`), and an
 * urgency kept on the page but not sent (contactPagePayload).
 */
export const contactPage = {
  ...person,
  phone: phone({ autoComplete: "tel" }),
  caseType: choice(caseTypes),
  urgency: choice(urgencies, { initial: defaultUrgency }),
  message: text(5000, 5, required),
} as const satisfies FormDefinition;

/** The free consultation request: every field, sent in full and stored as sent. */
export const consultationRequest = {
  ...person,
  phone: phone({ required: true, autoComplete: "tel" }),
  alternatePhone: phone(),
  caseType: choice(caseTypes, required),
  incidentDate: date({ personal: true }),
  incidentLocation: line(200, { personal: true, autoComplete: "off" }),
  caseDescription: text(5000, 4, required),
  injurySeverity: choice(injurySeverities),
  medicalTreatment: choice(medicalTreatments),
  hasLawyer: choice(hasLawyers),
  insuranceCompany: line(120, { personal: true, autoComplete: "off" }),
  insuranceClaim: choice(insuranceClaims),
  policeReport: choice(policeReports),
  preferredContactMethod: choice(preferredContactMethods, {
    required: true,
    initial: defaultPreferredContactMethod,
  }),
  preferredContactTime: choice(preferredContactTimes),
  urgency: choice(urgencies, { initial: defaultUrgency }),
  availableDates: line(500, { personal: true, autoComplete: "off" }),
  estimatedDamages: choice(estimatedDamagesValues),
  lostWages: choice(lostWagesValues),
  witnesses: text(2000, 3),
  additionalInfo: text(5000, 3),
} as const satisfies FormDefinition;

/**
 * The consultation form's six groups, in order, and the fields of each (docs/product.md#2-routes):
 * the form shows them as its fieldsets and a request's page in the console as its sections.
 */
export const consultationGroups = {
  personal: ["firstName", "lastName", "email", "phone", "alternatePhone"],
  case: [
    "caseType",
    "incidentDate",
    "incidentLocation",
    "caseDescription",
    "injurySeverity",
    "medicalTreatment",
  ],
  legal: ["hasLawyer", "insuranceCompany", "insuranceClaim", "policeReport"],
  financial: ["estimatedDamages", "lostWages"],
  preferences: ["preferredContactMethod", "preferredContactTime", "urgency", "availableDates"],
  additional: ["witnesses", "additionalInfo"],
} as const satisfies Readonly<Record<string, readonly (keyof typeof consultationRequest)[]>>;

export type ConsultationGroup = keyof typeof consultationGroups;

/** The stored intake records and the form each is sent from. */
export const intakeRecords = { contact: contactMessage, consultation: consultationRequest } as const;
export type IntakeRecordType = keyof typeof intakeRecords;

/** A field's value type: an enumeration's members or "" (not chosen), else text. */
type ValueOf<F> = F extends ChoiceField<infer V> ? V | "" : string;

/** The values of a form's fields, as its controls hold them and the API receives them. */
export type FieldValues<F extends FormDefinition> = { -readonly [K in keyof F]: ValueOf<F[K]> };

/** Every field at its starting value: "" or the preselected choice. */
export function initialValues<F extends FormDefinition>(form: F): FieldValues<F> {
  return Object.fromEntries(
    Object.entries(form).map(([field, definition]) => [field, initialValue(definition)]),
  ) as FieldValues<F>;
}

/** A field's stored columns: its own, and for a phone number what it was read as (phone.ts). */
export function columnsOf(name: string, field: FieldDefinition): string[] {
  return field.kind === "phone" ? [name, `${name}E164`, `${name}Extension`] : [name];
}

const forms: readonly FormDefinition[] = [contactMessage, contactPage, consultationRequest];
const unique = (names: string[]) => [...new Set(names)];

/** Every field and column, of any form, that can identify or describe a person. */
export const personalFieldNames: readonly string[] = unique(
  forms.flatMap((form) =>
    Object.entries(form).flatMap(([name, field]) => (field.personal ? columnsOf(name, field) : [])),
  ),
);

/**
 * Every stored column of a visitor's answers, in the forms' order: the consultation's, then the
 * contact message's own (its name and message).
 */
export const recordFieldNames: readonly string[] = unique(
  [consultationRequest, contactMessage].flatMap((form) =>
    Object.entries(form).flatMap(([name, field]) => columnsOf(name, field)),
  ),
);
