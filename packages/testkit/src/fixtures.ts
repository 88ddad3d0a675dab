import { formTokenKeys, type IntakeForm, issueFormToken } from "@firm/intake/form-token";

/**
 * A form token as the site renders it, issued a minute ago (a person's fill time), signed with the
 * keys of this process's environment (the development key when none is set).
 */
export function freshToken(form: IntakeForm, issuedAgoMs = 60_000): string {
  return issueFormToken(
    form,
    formTokenKeys({ FORM_TOKEN_KEYS: process.env.FORM_TOKEN_KEYS }),
    Date.now() - issuedAgoMs,
  );
}

/**
 * Valid bodies as the site sends them (the payloads of docs/product.md#6-intake-api, plus the site's meta fields). Each read of
 * `formToken` (a spread, JSON.stringify) issues a new token, as each page view would.
 */
export const validContact = {
  name: "María José Álvarez",
  email: "maria@example.com",
  phone: "(714) 555-0100",
  caseType: "accident-injuries",
  message: "Me chocaron por detrás en la 57 🚗\nNecesito ayuda.",
  locale: "es",
  page: "/es/contact",
  website: "",
  get formToken() {
    return freshToken("contact");
  },
};

export const validConsultation = {
  firstName: "José",
  lastName: "Núñez-García",
  email: "jose.nunez@example.com",
  phone: "+1 (714) 555-0111",
  alternatePhone: "714.555.0112",
  caseType: "catastrophic-injury",
  incidentDate: "2025-03-14",
  incidentLocation: "Harbor Blvd. & Commonwealth Ave., Fullerton",
  caseDescription: "A truck ran a red light and hit my car. 🚚💥\nI was taken to the ER.",
  injurySeverity: "severe",
  medicalTreatment: "emergency-room",
  hasLawyer: "considering",
  insuranceCompany: "Acme Mutual",
  insuranceClaim: "pending",
  policeReport: "yes",
  preferredContactMethod: "in-person",
  preferredContactTime: "morning",
  urgency: "urgent",
  availableDates: "Weekday mornings",
  estimatedDamages: "100k-250k",
  lostWages: "unable-to-work",
  witnesses: "Two people at the bus stop",
  additionalInfo: "Photos available.",
  locale: "en",
  page: "/consultation",
  website: "",
  get formToken() {
    return freshToken("consultation");
  },
};

/** The fields of a consultation stored with their own name, as SQL column list. */
export const consultationColumns = Object.keys(validConsultation)
  .filter((key) => key !== "website" && key !== "formToken")
  .map((key) => `"${key}"::text`)
  .join(", ");
