import type { Locale, PerLocale } from "./locale.ts";

const monthNames: PerLocale<readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

/**
 * A calendar date (YYYY-MM-DD) written out in the locale, e.g. "September 15, 2025" / "15 de
 * septiembre de 2025". Plain code, not Intl: building a first Intl date formatter costs tens of
 * milliseconds on a slow phone, for one fixed pattern per language.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[locale][Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`not a calendar date: ${isoDate}`);
  const [, year, , day] = match;
  const dayNumber = Number(day);
  return locale === "es" ? `${dayNumber} de ${month} de ${year}` : `${month} ${dayNumber}, ${year}`;
}

/** "1234567.5" → "1,234,567.5": the site writes amounts and counts with US separators in both languages. */
export function withThousands(value: number): string {
  const [whole = "", fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * A dollar amount as the site writes it: "$11.5 million" / "$11.5 millones", "$1 million" /
 * "$1 millón", "$900,000" below a million. Plain arithmetic, not Intl: the first Intl formatter a
 * page builds costs tens of milliseconds on a slow phone, for two fixed patterns.
 */
export function formatAmount(dollars: number, locale: Locale): string {
  if (dollars < 1_000_000) return `$${withThousands(Math.round(dollars))}`;
  const millions = Math.round(dollars / 100_000) / 10;
  const unit = locale === "es" ? (millions === 1 ? "millón" : "millones") : "million";
  return `$${withThousands(millions)} ${unit}`;
}
