import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** A phone number read from what a person wrote: E.164 and the extension, each null when unknown. */
export type NormalizedPhone = { e164: string | null; extension: string | null };

/** Numbers written without a country code are Californian (the firm's callers). */
const defaultCountry = "US";

/**
 * Reads a phone number as people write it ("(714) 555-0199 ext. 12", "+52 1 55 1234 5678") with
 * libphonenumber: its E.164 form when it is a possible number, or when it was written with a
 * country code (kept as written, even where the numbering plan has since changed), and its
 * extension. What was typed is always stored beside it; this never refuses anything.
 */
export function normalizePhone(typed: string): NormalizedPhone {
  const parsed = typed.trim() ? parsePhoneNumberFromString(typed, defaultCountry) : undefined;
  if (!parsed) return { e164: null, extension: null };
  const international = typed.trim().startsWith("+");
  return {
    e164: parsed.isPossible() || international ? parsed.number : null,
    extension: parsed.ext ?? null,
  };
}

/** The digits by which requests from one number are found: its last ten (country code or not). */
export function phoneDigits(phone: NormalizedPhone, typed: string): string {
  const digits = phone.e164 ? phone.e164.slice(1) : typed.replace(/\D+/g, "");
  return digits.slice(-10);
}

/** A stored E.164 number as people read it in its international form: "+1 714 555 0199". */
export function internationalForm(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
