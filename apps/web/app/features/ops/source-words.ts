import type { OpsConsoleCopy } from "@firm/content/dictionaries/ops-console";
import { type KnownSource, knownSourceNames, sourceChannelLabels } from "@firm/content/enums/source-channel";
import type { Locale } from "@firm/content/locale";
import { fill } from "@firm/content/template";
import { visibleText } from "@firm/content/visible-text";

/** A source's name as people know it: "Google" for google, else as stored ("calbar.ca.gov"). */
export function sourceDisplayName(name: string): string {
  return Object.hasOwn(knownSourceNames, name) ? knownSourceNames[name as KnownSource] : visibleText(name);
}

/**
 * A channel and its source in plain words (@firm/intake/source-channel): "Google Ads", "Search on
 * Bing", "Referral from calbar.ca.gov", "Direct (typed the address or used a bookmark)".
 */
export function sourcePhrase(channel: string, name: string, locale: Locale, copy: OpsConsoleCopy): string {
  const words = copy.source;
  const shown = sourceDisplayName(name);
  const named = { name: shown };
  switch (channel) {
    case "ads":
      return shown ? fill(words.ads, named) : words.adsUnnamed;
    case "campaign":
      return shown ? fill(words.campaign, named) : words.campaignUnnamed;
    case "search":
    case "social":
    case "referral":
      return shown ? fill(words[channel], named) : sourceChannelLabels[locale][channel];
    case "direct":
      return words.direct;
    default:
      return words.unknown;
  }
}

/**
 * "Came from", in plain words: the channel and source, the campaign, the landing page, e.g.
 * "Google Ads, campaign motorcycle-la, landed on /es/services/motorcycle-injuries".
 */
export function cameFrom(
  record: Readonly<Record<string, string | null>>,
  locale: Locale,
  copy: OpsConsoleCopy,
): string {
  const channel = record.sourceChannel ?? "unknown";
  const parts = [sourcePhrase(channel, record.sourceName ?? "", locale, copy)];
  if (record.utmCampaign)
    parts.push(fill(copy.source.campaignName, { campaign: visibleText(record.utmCampaign) }));
  if (channel !== "unknown" && record.landingPage)
    parts.push(fill(copy.source.landedOn, { page: record.landingPage }));
  return parts.join(", ");
}
