import type { PerLocale } from "../locale.ts";

/** preferredContactTime (docs/product.md#4-forms), values as submitted; "" means any time. */
export const preferredContactTimes = ["", "morning", "afternoon", "evening", "weekends"] as const;

export type PreferredContactTime = (typeof preferredContactTimes)[number];

export const defaultPreferredContactTime: PreferredContactTime = "";

export const preferredContactTimeLabels: PerLocale<Readonly<Record<PreferredContactTime, string>>> = {
  en: {
    "": "Any time",
    morning: "Morning (9 a.m. – 12 p.m.)",
    afternoon: "Afternoon (12 – 5 p.m.)",
    evening: "Evening (5 – 8 p.m.)",
    weekends: "Weekends only",
  },
  es: {
    "": "A cualquier hora",
    morning: "Por la mañana (9 a.m. a 12 p.m.)",
    afternoon: "Por la tarde (12 a 5 p.m.)",
    evening: "Por la noche (5 a 8 p.m.)",
    weekends: "Solo fines de semana",
  },
};
