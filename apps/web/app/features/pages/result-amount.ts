import type { Firm } from "@firm/content/firm";
import { formatAmount } from "@firm/content/format";
import type { Locale } from "@firm/content/locale";

type Result = Firm["results"][number];

/** A track-record amount as shown on its tile: "$6 million", or "Over $4 million" when it is a minimum. */
export function resultAmount(result: Result, locale: Locale, overPrefix: string): string {
  const amount = formatAmount(result.amount, locale);
  return result.over ? `${overPrefix} ${amount}` : amount;
}
