import { firm } from "./firm.ts";
import type { Locale } from "./locale.ts";

const intlLocale = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");

/**
 * An instant on the firm's clock (America/Los_Angeles, daylight saving included) with its zone,
 * e.g. "Nov 1, 2026, 11:30 PM PST" / "1 nov 2026, 11:30 p.m. PST": the team's e-mails and console.
 */
export function formatFirmTime(at: Date | string, locale: Locale): string {
  const date = typeof at === "string" ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: firm.timeZone,
  }).format(date);
}

const minute = 60_000;

/**
 * A length of time to the minute, in the locale's words: "3 hr, 20 min" / "3 h y 20 min"; from two
 * days on, days and hours ("2 days, 4 hr" / "2 d y 4 h").
 */
export function formatDuration(ms: number, locale: Locale): string {
  const minutes = Math.max(0, Math.round(ms / minute));
  const hours = Math.floor(minutes / 60);
  const parts =
    hours >= 48
      ? { days: Math.floor(hours / 24), hours: hours % 24 }
      : hours > 0
        ? { hours, minutes: minutes % 60 }
        : { minutes };
  // A zero unit is left out ("3 hr"), but less than a minute still reads "0 min".
  return new Intl.DurationFormat(intlLocale(locale), {
    style: "short",
    minutesDisplay: hours > 0 ? "auto" : "always",
  }).format(parts);
}
