import type { PerLocale } from "../locale.ts";

/** urgency (docs/product.md#4-forms), values as submitted. */
export const urgencies = ["normal", "urgent", "emergency"] as const;

export type Urgency = (typeof urgencies)[number];

export const defaultUrgency: Urgency = "normal";

export const urgencyLabels: PerLocale<Readonly<Record<Urgency, string>>> = {
  en: {
    normal: "Normal – within 24–48 hours",
    urgent: "Urgent – within 24 hours",
    emergency: "Emergency – as soon as possible",
  },
  es: {
    normal: "Normal – en un plazo de 24 a 48 horas",
    urgent: "Urgente – en menos de 24 horas",
    emergency: "Emergencia – lo antes posible",
  },
};
