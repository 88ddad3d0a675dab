import type { PerLocale } from "../locale.ts";

/** insuranceClaim (docs/product.md#4-forms), values as submitted. */
export const insuranceClaims = ["yes", "no", "pending"] as const;

export type InsuranceClaim = (typeof insuranceClaims)[number];

export const insuranceClaimLabels: PerLocale<Readonly<Record<InsuranceClaim, string>>> = {
  en: {
    yes: "Yes",
    no: "No",
    pending: "Pending",
  },
  es: {
    yes: "Sí",
    no: "No se presentó",
    pending: "En trámite",
  },
};
