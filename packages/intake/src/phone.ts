import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** A phone number read from what a person wrote: E.164 and the extension, each null when unknown. */
export type NormalizedPhone = { e164: string | null; extension: string | null };

/** Numbers written without a country code are Californian (the firm's callers). */
const defaultCountry = "US";

/**
 * Reads a phone number as people write it ("(714) 555-0199 ext. 12", "+44 20 7946 0958") with
 * libphonenumber's full metadata: its E.164 form only when the number is valid (one that can be
 * dialled: "+1 999 999 9999" or "+1 ((((1234567" is not, and would link strangers' requests), and
 * its extension. What was typed is always stored beside it; this never refuses anything.
 */
export function normalizePhone(typed: string): NormalizedPhone {
  const parsed = typed.trim() ? parsePhoneNumberFromString(typed, defaultCountry) : undefined;
  if (!parsed) return { e164: null, extension: null };
  return { e164: parsed.isValid() ? parsed.number : null, extension: parsed.ext ?? null };
}

/**
 * The digits by which earlier requests from one number are found: a valid number's last ten
 * (country code or not); none for a number that is not valid.
 */
export function phoneDigits(phone: NormalizedPhone): string {
  return phone.e164 ? phone.e164.slice(1).slice(-10) : "";
}

/** A stored E.164 number as people read it in its international form: "+1 714 555 0199". */
export function internationalForm(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
