import type { PerLocale } from "../locale.ts";

/** Where the intake team is with a stored request; `spam` marks honeypot / too-fast submissions. */
export const recordStatuses = ["new", "contacted", "scheduled", "signed", "declined", "spam"] as const;

export type RecordStatus = (typeof recordStatuses)[number];

export const recordStatusLabels: PerLocale<Readonly<Record<RecordStatus, string>>> = {
  en: {
    new: "New",
    contacted: "Contacted",
    scheduled: "Scheduled",
    signed: "Signed",
    declined: "Declined",
    spam: "Spam",
  },
  es: {
    new: "Nueva",
    contacted: "Contactada",
    scheduled: "Programada",
    signed: "Contratada",
    declined: "Rechazada",
    spam: "Spam",
  },
};
