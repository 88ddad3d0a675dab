import { firm } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";

const { street, city, region, postalCode } = firm.address;
const destination = encodeURIComponent(`${street}, ${city}, ${region} ${postalCode}`);

/** Google Maps embed of the office, in the page's language; loaded only when the visitor asks. */
export function mapEmbedUrl(locale: Locale): string {
  return `https://www.google.com/maps?q=${destination}&hl=${locale}&output=embed`;
}

/** Google Maps directions to the office (a plain link: nothing is requested before the click). */
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
