import type { PerLocale } from "../locale.ts";

/** Spec §3 policeReport, values as submitted. */
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
