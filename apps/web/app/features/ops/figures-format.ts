import type { Locale } from "@firm/content/locale";

const intlLocale = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");

/** A calendar day (YYYY-MM-DD) is a date, not an instant: it is read and written in UTC. */
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day on a chart's axis: "Nov 1" / "1 nov". */
export function formatShortDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(dayDate(day));
}

/** A day in a table or a sentence: "Sun, Nov 1, 2026" / "dom, 1 de nov de 2026". */
export function formatLongDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(dayDate(day));
}

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** A duration in whole minutes, as hours and minutes: "3 h 30 min", "45 min". */
export function formatDuration(seconds: number, units: { hours: string; minutes: string }): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} ${units.minutes}`;
  return rest === 0 ? `${hours} ${units.hours}` : `${hours} ${units.hours} ${rest} ${units.minutes}`;
}
