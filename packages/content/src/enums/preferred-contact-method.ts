import type { PerLocale } from "../locale.ts";

/** preferredContactMethod (docs/product.md#4-forms), values as submitted. */
export const preferredContactMethods = ["phone", "email", "in-person", "video"] as const;

export type PreferredContactMethod = (typeof preferredContactMethods)[number];

export const defaultPreferredContactMethod: PreferredContactMethod = "phone";

export const preferredContactMethodLabels: PerLocale<Readonly<Record<PreferredContactMethod, string>>> = {
  en: {
    phone: "Phone",
    email: "E-mail",
    "in-person": "In person",
    video: "Video call",
  },
  es: {
    phone: "Teléfono",
    email: "Correo electrónico",
    "in-person": "En persona",
    video: "Videollamada",
  },
};
