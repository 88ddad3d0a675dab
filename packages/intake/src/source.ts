import { hostBody, pathBody } from "./text-rules.ts";

/**
 * Where a request's visit came from, kept first-party (no cookie, no third-party script): the page
 * the visit landed on, the referring site's host (never its full address), the five utm_* parameters
 * of a campaign link, and whether an ad network's click identifier was present (never its value).
 * The site reads them when a visit starts (`arrivalSource`), keeps them in the tab's session
 * storage and sends them with every form; the API checks them (schema.ts: `sourceFields`) and stores
 * them beside the answers. None can identify a person: they are exported, and redacted nowhere. No
 * TypeBox here: the browser runs this module.
 */

/** The utm_* parameters of a campaign link, by the field that holds each. */
export const utmParameters = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

export type UtmField = keyof typeof utmParameters;

/** Click identifiers ad networks add to a link (Google, Microsoft, Meta, TikTok, LinkedIn, X). */
export const adClickParameters = [
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "fbclid",
  "ttclid",
  "li_fat_id",
  "twclid",
] as const;

/** The longest value of each field, in characters: a path, a host name, a campaign's words. */
export const sourceLimits = { landingPage: 200, referrerHost: 253, utm: 200 } as const;

export type VisitSource = { landingPage: string; referrerHost: string; adClick: boolean } & Record<
  UtmField,
  string
>;

/** A source's fields in the order they are stored and exported. */
export const sourceFieldNames = [
  "landingPage",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "adClick",
] as const satisfies readonly (keyof VisitSource)[];

/**
 * A stored request's source columns, in order: the fields, then the channel and the source's name
 * the API reads from them when it stores the request (@firm/intake/source-channel).
 */
export const sourceColumnNames = [...sourceFieldNames, "sourceChannel", "sourceName"] as const;

export const emptySource: VisitSource = {
  landingPage: "",
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  utmTerm: "",
  utmContent: "",
  adClick: false,
};

/** At most `max` code points of a campaign's text, without the characters no field accepts. */
function campaignText(value: string | null, max: number = sourceLimits.utm): string {
  const clean = (value ?? "").replace(/[\p{Cc}\p{Cs}\u2028\u2029]/gu, "").trim();
  return [...clean].slice(0, max).join("");
}

const hostPattern = new RegExp(`^${hostBody}$`, "u");
const pathPattern = new RegExp(`^${pathBody}$`, "u");

/** The host of an address, as stored: "" when it has none the field accepts. */
function hostOf(address: URL): string {
  const host = address.hostname.toLowerCase();
  return host.length <= sourceLimits.referrerHost && hostPattern.test(host) ? host : "";
}

/**
 * What a page view says of its visit's source: the source of a visit that starts here, or null for
 * a step within the site (a link on one of its own pages, no campaign parameters). A visit starts
 * with a campaign link, an ad click, another site's link, or no referrer at all (typed, bookmarked,
 * or a referrer the other site withheld).
 */
export function arrivalSource(href: string, referrer: string): VisitSource | null {
  const page = new URL(href);
  let from: URL | null = null;
  try {
    from = referrer ? new URL(referrer) : null;
  } catch {
    from = null;
  }
  const utm = Object.fromEntries(
    Object.entries(utmParameters).map(([field, parameter]) => [
      field,
      campaignText(page.searchParams.get(parameter)),
    ]),
  ) as Record<UtmField, string>;
  const adClick = adClickParameters.some((parameter) => page.searchParams.has(parameter));
  const campaign = adClick || Object.values(utm).some(Boolean);
  const inside = from !== null && from.origin === page.origin;
  if (inside && !campaign) return null;
  const path = page.pathname.slice(0, sourceLimits.landingPage);
  return {
    landingPage: pathPattern.test(path) ? path : "/",
    referrerHost: from && !inside ? hostOf(from) : "",
    ...utm,
    adClick,
  };
}

/** A source as the API received it: missing fields empty, a form post's "true" as true. */
export function sourceOfBody(body: Readonly<Record<string, unknown>>): VisitSource {
  const text = (field: keyof VisitSource) => (typeof body[field] === "string" ? (body[field] as string) : "");
  return {
    landingPage: text("landingPage"),
    referrerHost: text("referrerHost"),
    utmSource: text("utmSource"),
    utmMedium: text("utmMedium"),
    utmCampaign: text("utmCampaign"),
    utmTerm: text("utmTerm"),
    utmContent: text("utmContent"),
    adClick: body.adClick === true || body.adClick === "true",
  };
}
