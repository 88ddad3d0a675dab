import { firm } from "./firm.ts";
import { formatAmount, formatDate } from "./format.ts";
import type { Locale } from "./locale.ts";
import { replacePlaceholders } from "./template.ts";

function computeSiteValues(locale: Locale) {
  const { street, city, region, postalCode } = firm.address;
  return {
    firmName: firm.name,
    attorney: firm.leadAttorney.name,
    phone: firm.phones.tollFree.display,
    officePhone: firm.phones.office.display,
    email: firm.email,
    years: String(firm.yearsOfExperience),
    recovered: formatAmount(firm.recoveredTotal, locale),
    replyHours: String(firm.replyWithinHours),
    street,
    city,
    region,
    postalCode,
    address: `${street}, ${city}, ${region} ${postalCode}`,
    serviceArea: firm.serviceArea,
    relocationDate: formatDate(firm.relocationDate, locale),
    copyrightYear: String(firm.copyrightYear),
  };
}

type SiteValues = Readonly<ReturnType<typeof computeSiteValues>>;

const computed = new Map<Locale, SiteValues>();

/**
 * Every value copy may name as a `{placeholder}`, derived from the firm's constants. A test checks
 * that each placeholder in every dictionary is one of these keys. Computed once per language, not
 * for each of the hundreds of texts a page fills.
 */
export function siteValues(locale: Locale): SiteValues {
  let values = computed.get(locale);
  if (!values) {
    values = Object.freeze(computeSiteValues(locale));
    computed.set(locale, values);
  }
  return values;
}

export type SiteValueName = keyof SiteValues;

/** Fills the site values named in any copy text, e.g. "{years} years" → "26 years". */
export function withSiteValues(text: string, locale: Locale): string {
  return replacePlaceholders(text, siteValues(locale));
}
