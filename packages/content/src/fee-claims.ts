/**
 * California asks for the costs disclosure (compliance.costsDisclosure) wherever the site says "no fee
 * unless we win". The copy declares that claim on the entry that makes it (a reason, a tile, a hero, a
 * block of points) with `feeClaim(...)`, and the page that renders the entry renders the disclosure
 * beside it. Nothing is inferred from the wording, so rewording a line never drops the disclosure
 * (decision 0086).
 */
export type FeeClaim = { readonly feeClaim: true };

/** Marks a copy entry as making the "no fee unless we win" claim. */
export function feeClaim<T extends object>(entry: T): T & FeeClaim {
  return { ...entry, feeClaim: true };
}

/** Whether a copy entry declares the "no fee unless we win" claim. */
export function makesFeeClaim(entry: unknown): entry is FeeClaim {
  return typeof entry === "object" && entry !== null && "feeClaim" in entry && entry.feeClaim === true;
}
