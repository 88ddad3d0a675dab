import { createHash } from "node:crypto";
import { compliance } from "@firm/content/dictionaries/compliance";
import { privacyPolicy } from "@firm/content/dictionaries/privacy-policy";
import { type Locale, locales } from "@firm/content/locale";

/**
 * Which wording a visitor saw beside the form, recorded with each request: a short fingerprint of
 * the consent to calls and texts, and of the notices (notice at collection, no attorney-client
 * relationship, fee disclosure, privacy policy), in the request's language. The site and the API
 * are built from one commit, so the wording the API holds is the wording the form showed; a
 * changed text gives a new fingerprint, and `git log -S` on @firm/content finds when.
 */
const fingerprint = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 12);

function versionsOf(locale: Locale) {
  const { consentLabel, consentHint, ...notices } = compliance[locale];
  return {
    consentVersion: fingerprint([consentLabel, consentHint]),
    noticeVersion: fingerprint([notices, privacyPolicy[locale]]),
  };
}

export const noticeVersions: Readonly<Record<Locale, { consentVersion: string; noticeVersion: string }>> =
  Object.fromEntries(locales.map((locale) => [locale, versionsOf(locale)])) as Record<
    Locale,
    { consentVersion: string; noticeVersion: string }
  >;
