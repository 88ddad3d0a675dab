import type { PerLocale } from "../locale.ts";

/** estimatedDamages (docs/product.md#4-forms), values as submitted. */
export const estimatedDamagesValues = [
  "under-10k",
  "10k-25k",
  "25k-50k",
  "50k-100k",
  "100k-250k",
  "250k-500k",
  "over-500k",
  "unknown",
] as const;

export type EstimatedDamages = (typeof estimatedDamagesValues)[number];

export const estimatedDamagesLabels: PerLocale<Readonly<Record<EstimatedDamages, string>>> = {
  en: {
    "under-10k": "Under $10,000",
    "10k-25k": "$10,000 – $25,000",
    "25k-50k": "$25,000 – $50,000",
    "50k-100k": "$50,000 – $100,000",
    "100k-250k": "$100,000 – $250,000",
    "250k-500k": "$250,000 – $500,000",
    "over-500k": "Over $500,000",
    unknown: "Not sure",
  },
  es: {
    "under-10k": "Menos de $10,000",
    "10k-25k": "De $10,000 a $25,000",
    "25k-50k": "De $25,000 a $50,000",
    "50k-100k": "De $50,000 a $100,000",
    "100k-250k": "De $100,000 a $250,000",
    "250k-500k": "De $250,000 a $500,000",
    "over-500k": "Más de $500,000",
    unknown: "No lo sé",
  },
};
