import type { PerLocale } from "../locale.ts";

/** caseType (docs/product.md#4-forms), values as submitted; "" means not chosen. */
export const caseTypes = [
  "",
  "catastrophic-injury",
  "accident-injuries",
  "sexual-harassment",
  "financial-law",
  "wrongful-death",
  "civil-litigation",
  "other",
] as const;

export type CaseType = (typeof caseTypes)[number];

export const caseTypeLabels: PerLocale<Readonly<Record<CaseType, string>>> = {
  en: {
    "": "Select a case type",
    "catastrophic-injury": "Catastrophic injury",
    "accident-injuries": "Accident injuries",
    "sexual-harassment": "Sexual harassment",
    "financial-law": "Financial law",
    "wrongful-death": "Wrongful death",
    "civil-litigation": "Civil litigation",
    other: "Other",
  },
  es: {
    "": "Seleccione el tipo de caso",
    "catastrophic-injury": "Lesión catastrófica",
    "accident-injuries": "Lesiones por accidente",
    "sexual-harassment": "Acoso sexual",
    "financial-law": "Derecho financiero",
    "wrongful-death": "Muerte por negligencia",
    "civil-litigation": "Litigio civil",
    other: "Otro",
  },
};
