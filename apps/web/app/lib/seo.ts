import { firm } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";
import { locales } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { mergedCopy } from "./copy.ts";
import { localeFromPath, localizedPath, pagePath } from "./locale.ts";
import type { SiteCopy } from "./site-copy.ts";

type MetaInput = { title: string; description: string; pathname: string; origin: string; locale: Locale };

/**
 * Title, description, canonical and reciprocal hreflang alternates (plus x-default) for one page,
 * as React Router `meta` descriptors.
 */
export function pageMeta({ title, description, pathname, origin, locale }: MetaInput) {
  const url = (path: string) => new URL(path, origin).toString();
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: locale === "es" ? "es_US" : "en_US" },
    { tagName: "link", rel: "canonical", href: url(localizedPath(pathname, locale)) },
    ...locales.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate,
      href: url(localizedPath(pathname, alternate)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(localizedPath(pathname, "en")) },
  ];
}

/** schema.org LegalService description of the firm (JSON-LD). */
export function legalServiceJsonLd(origin: string) {
  const { street, city, region, postalCode, country } = firm.address;
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    name: firm.name,
    url: origin,
    email: firm.email,
    telephone: [firm.phones.tollFree.href.slice(4), firm.phones.office.href.slice(4)],
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: city,
      addressRegion: region,
      postalCode,
      addressCountry: country,
    },
    areaServed: { "@type": "State", name: firm.serviceArea },
    availableLanguage: ["en", "es"],
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: firm.hours.weekdays.opens,
        closes: firm.hours.weekdays.closes,
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "Saturday",
        opens: firm.hours.saturday.opens,
        closes: firm.hours.saturday.closes,
      },
    ],
  };
}

type MetaArgs = {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
};

/**
 * A route's `meta` in one call: the title and description picked from the copy the matched routes'
 * loaders sent (none while an error is shown), with the canonical and hreflang links built from the site origin the root loader found.
 */
export function routeMeta(
  args: MetaArgs,
  pick: (copy: Partial<SiteCopy>) => { title: string; description: string } | undefined,
) {
  const locale = localeFromPath(args.location.pathname);
  const copy = pick(mergedCopy(args.matches));
  if (!copy) return [];
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    | { origin?: string }
    | undefined;
  const { title, description } = copy;
  return pageMeta({
    title: withSiteValues(title, locale),
    description: withSiteValues(description, locale),
    pathname: pagePath(args.location.pathname),
    origin: root?.origin ?? "http://localhost",
    locale,
  });
}
