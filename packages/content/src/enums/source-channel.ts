import type { PerLocale } from "../locale.ts";

/**
 * How a request's visit reached the site, read from its first-party source fields
 * (@firm/intake/source): an ad click or a paid medium, a campaign link (utm_* parameters), a
 * search engine or social network that linked to the site, another site's link, no referrer at
 * all, or not known (sent without JavaScript, or before sources were kept).
 */
export const sourceChannels = [
  "ads",
  "campaign",
  "search",
  "social",
  "referral",
  "direct",
  "unknown",
] as const;

export type SourceChannel = (typeof sourceChannels)[number];

export const sourceChannelLabels: PerLocale<Readonly<Record<SourceChannel, string>>> = {
  en: {
    ads: "Ads",
    campaign: "Campaign links",
    search: "Search results (not paid)",
    social: "Social networks",
    referral: "Links on other sites",
    direct: "Direct (typed or bookmarked)",
    unknown: "Not known",
  },
  es: {
    ads: "Anuncios",
    campaign: "Enlaces de campaña",
    search: "Resultados de búsqueda (no pagados)",
    social: "Redes sociales",
    referral: "Enlaces en otros sitios",
    direct: "Directo (escrito o marcador)",
    unknown: "Sin datos",
  },
};

/** Search engines and social networks the site recognises in a referrer or a utm_source. */
export const knownSources = [
  "google",
  "bing",
  "yahoo",
  "duckduckgo",
  "ecosia",
  "brave",
  "facebook",
  "instagram",
  "x",
  "linkedin",
  "tiktok",
  "youtube",
  "reddit",
  "nextdoor",
] as const;

export type KnownSource = (typeof knownSources)[number];

/** Their names, the same in every language. */
export const knownSourceNames: Readonly<Record<KnownSource, string>> = {
  google: "Google",
  bing: "Bing",
  yahoo: "Yahoo",
  duckduckgo: "DuckDuckGo",
  ecosia: "Ecosia",
  brave: "Brave Search",
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X (Twitter)",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  youtube: "YouTube",
  reddit: "Reddit",
  nextdoor: "Nextdoor",
};
