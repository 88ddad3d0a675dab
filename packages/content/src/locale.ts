export const locales = ["en", "es"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Every locale-keyed record must name every locale: a missing one is a compile error. */
export type PerLocale<T> = { readonly [L in Locale]: T };
