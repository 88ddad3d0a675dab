/**
 * California asks for the costs disclosure wherever the site says "no fee unless we win". These are the
 * words that make that claim in the site's two languages.
 */
const noFeeClaim = /\bno fees? unless\b|\bsin honorarios\b/i;

type Claim = { readonly title: string; readonly description?: string };

/** Whether an item (a reason, a tile) promises no fee unless the case is won. */
export function claimsNoFee(item: Claim): boolean {
  return noFeeClaim.test(item.title) || noFeeClaim.test(item.description ?? "");
}
