import type { Locale, PerLocale } from "../locale.ts";

/** urgency (docs/product.md#4-forms), values as submitted. */
export const urgencies = ["normal", "urgent", "emergency"] as const;

export type Urgency = (typeof urgencies)[number];

export const defaultUrgency: Urgency = "normal";

/**
 * The top choice is a legal emergency, never a bare "Emergency": on a form that word belongs to a
 * 911 call, and a reader in danger must not wait for a lawyer's call-back (the glossary's reasoning).
 */
export const urgencyLabels: PerLocale<Readonly<Record<Urgency, string>>> = {
  en: {
    normal: "Normal – within 24–48 hours",
    urgent: "Urgent – within 24 hours",
    emergency: "Legal emergency – as soon as possible",
  },
  es: {
    normal: "Normal – en un plazo de 24 a 48 horas",
    urgent: "Urgente – en menos de 24 horas",
    emergency: "Emergencia legal – lo antes posible",
  },
};

/** The 911 pointer, read with the legal-emergency choice itself. */
export const urgencyHints: PerLocale<Readonly<{ emergency: string }>> = {
  en: {
    emergency:
      "If someone is in danger or needs emergency medical care, call 911. This form reaches our legal team, not emergency services.",
  },
  es: {
    emergency:
      "Si hay peligro o una emergencia médica, llame al 911. Este formulario llega a nuestro equipo legal, no a los servicios de emergencia.",
  },
};

/** The urgency radios of a form: each value with its label and, where it has one, its hint. */
export function urgencyChoices(locale: Locale): { value: Urgency; label: string; hint?: string }[] {
  const hints: Readonly<Partial<Record<Urgency, string>>> = urgencyHints[locale];
  return urgencies.map((value) => ({ value, label: urgencyLabels[locale][value], hint: hints[value] }));
}
