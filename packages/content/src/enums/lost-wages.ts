import type { PerLocale } from "../locale.ts";

/** lostWages (docs/product.md#4-forms), values as submitted. */
export const lostWagesValues = ["none", "some", "significant", "unable-to-work"] as const;

export type LostWages = (typeof lostWagesValues)[number];

export const lostWagesLabels: PerLocale<Readonly<Record<LostWages, string>>> = {
  en: {
    none: "No lost wages",
    some: "Some lost wages",
    significant: "Significant lost wages",
    "unable-to-work": "Unable to work",
  },
  es: {
    none: "Sin pérdida de salario",
    some: "Alguna pérdida de salario",
    significant: "Pérdida considerable de salario",
    "unable-to-work": "No he podido trabajar",
  },
};
