import type { PerLocale } from "../locale.ts";

/** policeReport (docs/product.md#4-forms), values as submitted. */
export const policeReports = ["yes", "no", "unknown"] as const;

export type PoliceReport = (typeof policeReports)[number];

export const policeReportLabels: PerLocale<Readonly<Record<PoliceReport, string>>> = {
  en: {
    yes: "Yes",
    no: "No",
    unknown: "Not sure",
  },
  es: {
    yes: "Sí",
    no: "No se presentó",
    unknown: "No lo sé",
  },
};
