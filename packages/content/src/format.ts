import type { Locale } from "./locale.ts";

/** A calendar date (YYYY-MM-DD) written out in the locale, e.g. "September 15, 2025" / "15 de septiembre de 2025". */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
