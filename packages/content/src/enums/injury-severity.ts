import type { PerLocale } from "../locale.ts";

/** injurySeverity (docs/product.md#4-forms), values as submitted. */
export const injurySeverities = ["minor", "moderate", "severe", "catastrophic", "none"] as const;

export type InjurySeverity = (typeof injurySeverities)[number];

export const injurySeverityLabels: PerLocale<Readonly<Record<InjurySeverity, string>>> = {
  en: {
    minor: "Minor",
    moderate: "Moderate",
    severe: "Severe",
    catastrophic: "Catastrophic",
    none: "No injuries",
  },
  es: {
    minor: "Leves",
    moderate: "Moderadas",
    severe: "Graves",
    catastrophic: "Catastróficas",
    none: "Sin lesiones",
  },
};
