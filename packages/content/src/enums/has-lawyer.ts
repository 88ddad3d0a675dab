import type { PerLocale } from "../locale.ts";

/** hasLawyer (docs/product.md#4-forms), values as submitted. */
export const hasLawyers = ["no", "yes", "considering"] as const;

export type HasLawyer = (typeof hasLawyers)[number];

export const hasLawyerLabels: PerLocale<Readonly<Record<HasLawyer, string>>> = {
  en: {
    no: "No",
    yes: "Yes",
    considering: "Considering other lawyers",
  },
  es: {
    no: "No tengo abogado",
    yes: "Sí, tengo abogado",
    considering: "Estoy considerando otros abogados",
  },
};
