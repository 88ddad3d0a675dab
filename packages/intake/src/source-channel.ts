import type { KnownSource, SourceChannel } from "@firm/content/enums/source-channel";
import { sourceLimits, type VisitSource } from "./source.ts";

/** What a known site is, and the hosts (a referrer's, or an app's id) it answers from. */
const knownHosts: Readonly<Record<KnownSource, { kind: "search" | "social"; hosts: RegExp }>> = {
  google: {
    kind: "search",
    hosts: /^(?:(?:[\w-]+\.)*google(?:\.[a-z]{2,3}){1,2}|com\.google\.android\.googlequicksearchbox)$/,
  },
  bing: { kind: "search", hosts: /^(?:[\w-]+\.)*bing\.com$/ },
  yahoo: { kind: "search", hosts: /^(?:[\w-]+\.)*yahoo(?:\.[a-z]{2,3}){1,2}$/ },
  duckduckgo: { kind: "search", hosts: /^(?:[\w-]+\.)*duckduckgo\.com$/ },
  ecosia: { kind: "search", hosts: /^(?:[\w-]+\.)*ecosia\.org$/ },
  brave: { kind: "search", hosts: /^search\.brave\.com$/ },
  facebook: { kind: "social", hosts: /^(?:[\w-]+\.)*(?:facebook\.com|fb\.com|fb\.me)$/ },
  instagram: { kind: "social", hosts: /^(?:[\w-]+\.)*instagram\.com$/ },
  x: { kind: "social", hosts: /^(?:t\.co|(?:[\w-]+\.)*(?:x|twitter)\.com)$/ },
  linkedin: { kind: "social", hosts: /^(?:(?:[\w-]+\.)*linkedin\.com|lnkd\.in)$/ },
  tiktok: { kind: "social", hosts: /^(?:[\w-]+\.)*tiktok\.com$/ },
  youtube: { kind: "social", hosts: /^(?:(?:[\w-]+\.)*youtube\.com|youtu\.be)$/ },
  reddit: { kind: "social", hosts: /^(?:[\w-]+\.)*reddit\.com$/ },
  nextdoor: { kind: "social", hosts: /^(?:[\w-]+\.)*nextdoor\.com$/ },
};

/** Short names campaigns use for a known site in utm_source. */
const aliases: Readonly<Record<string, KnownSource>> = {
  fb: "facebook",
  ig: "instagram",
  twitter: "x",
  yt: "youtube",
};

/** A utm_medium that says the visit was paid for: cost per click or view, display, "paid-…". */
const paidMedium = /^(?:cpc|ppc|cpm|cpv|cpa|display|banner|paid[\w-]*|ads?)$/;

function knownSite(text: string): KnownSource | null {
  if (Object.hasOwn(knownHosts, text)) return text as KnownSource;
  if (Object.hasOwn(aliases, text)) return aliases[text] ?? null;
  const entry = Object.entries(knownHosts).find(([, site]) => site.hosts.test(text));
  return entry ? (entry[0] as KnownSource) : null;
}

/**
 * A source's name as the figures group it and the inbox filters by it: a known search engine or
 * social network by its key ("google" for utm_source=Google or a www.google.com.mx referrer), any
 * other utm_source in lower case, a referring host without its "www.".
 */
export function sourceName(text: string): string {
  const lower = text.trim().toLowerCase();
  if (!lower) return "";
  return knownSite(lower) ?? lower.replace(/^www\./, "").slice(0, sourceLimits.referrerHost);
}

/** The channel a request's visit came through, and the source's name within it ("" if none). */
export type SourceOrigin = { channel: SourceChannel; name: string };

/**
 * How a visit reached the site (@firm/content/enums/source-channel): not known without a landing
 * page (a post without JavaScript, a request from before sources were kept); an ad when a click
 * identifier came with it or utm_medium says it was paid; a campaign link when it had utm_*
 * parameters; else by its referrer: a search engine, a social network, another site, or none.
 */
export function classifySource(source: VisitSource): SourceOrigin {
  if (!source.landingPage) return { channel: "unknown", name: "" };
  const referrer = sourceName(source.referrerHost);
  const name = sourceName(source.utmSource) || referrer;
  if (source.adClick || paidMedium.test(source.utmMedium.trim().toLowerCase()))
    return { channel: "ads", name };
  const utm = [source.utmSource, source.utmMedium, source.utmCampaign, source.utmTerm, source.utmContent];
  if (utm.some((value) => value.trim())) return { channel: "campaign", name };
  if (!referrer) return { channel: "direct", name: "" };
  const site = knownSite(referrer);
  return { channel: site ? knownHosts[site].kind : "referral", name: referrer };
}
