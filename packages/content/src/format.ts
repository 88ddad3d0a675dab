import type { Locale } from "./locale.ts";

/** A calendar date (YYYY-MM-DD) written out in the locale, e.g. "September 15, 2025" / "15 de septiembre de 2025". */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A dollar amount as the site writes it: "$11.5 million" / "$11.5 millones", "$1 million" /
 * "$1 millón", "$900,000" below a million.
 */
export function formatAmount(dollars: number, locale: Locale): string {
  if (dollars < 1_000_000) return `$${dollars.toLocaleString("en-US")}`;
  const millions = dollars / 1_000_000;
  const unit = locale === "es" ? (millions === 1 ? "millón" : "millones") : "million";
  return `$${millions.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${unit}`;
}
