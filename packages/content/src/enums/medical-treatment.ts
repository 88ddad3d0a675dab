import type { PerLocale } from "../locale.ts";

/** medicalTreatment (docs/product.md#4-forms), values as submitted. */
export const medicalTreatments = [
  "none",
  "first-aid",
  "emergency-room",
  "hospitalized",
  "ongoing",
  "surgery",
] as const;

export type MedicalTreatment = (typeof medicalTreatments)[number];

export const medicalTreatmentLabels: PerLocale<Readonly<Record<MedicalTreatment, string>>> = {
  en: {
    none: "No medical treatment",
    "first-aid": "First aid only",
    "emergency-room": "Emergency room visit",
    hospitalized: "Hospitalized",
    ongoing: "Ongoing treatment",
    surgery: "Surgery",
  },
  es: {
    none: "Sin tratamiento médico",
    "first-aid": "Solo primeros auxilios",
    "emergency-room": "Visita a la sala de emergencias",
    hospitalized: "Hospitalización",
    ongoing: "Tratamiento continuo",
    surgery: "Cirugía",
  },
};
