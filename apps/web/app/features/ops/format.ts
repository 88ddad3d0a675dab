import { formatFirmTime } from "@firm/content/firm-time";
import type { Locale } from "@firm/content/locale";
import { visibleLine } from "@firm/content/visible-text";

/** The console's language as Intl reads it. */
const intlLocale = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");

/**
 * An instant as the console shows it: on the firm's clock, with its zone ("Nov 28, 2026, 4:32 AM
 * PST"), so that a time on a request's page or in the inbox reads the same as its due time.
 */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  return iso ? formatFirmTime(iso, locale) : "";
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** How long ago, e.g. "3 hours ago" / "hace 3 horas". */
export function formatAge(iso: string, locale: Locale, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: "auto" });
  for (const [unit, size] of units) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, "minute");
}

/**
 * A team member as the console names them: their name, else their address, with every invisible
 * format or control character shown (`<U+202E>`), as a visitor's text is: a member's name is typed
 * by people too, and must not reorder or hide what stands next to it.
 */
export const memberName = (member: { name: string; email: string }): string =>
  visibleLine(member.name || member.email);
