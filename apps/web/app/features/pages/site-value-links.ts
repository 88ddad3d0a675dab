import type { Locale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";

/** Text, or the place of a site value shown as a link. */
export type CopySegment = { kind: "text"; text: string } | { kind: "phone" } | { kind: "email" };

const linked = /\{(phone|email)\}/g;

/**
 * Cuts a copy line at its {phone} and {email} placeholders, so they can be shown as links; every other
 * placeholder is filled. "Call {phone} or write to {firmName}." → text, phone, text.
 */
export function copySegments(copy: string, locale: Locale): CopySegment[] {
  const segments: CopySegment[] = [];
  let last = 0;
  for (const match of copy.matchAll(linked)) {
    if (match.index > last)
      segments.push({ kind: "text", text: withSiteValues(copy.slice(last, match.index), locale) });
    segments.push({ kind: match[1] === "phone" ? "phone" : "email" });
    last = match.index + match[0].length;
  }
  if (last < copy.length) segments.push({ kind: "text", text: withSiteValues(copy.slice(last), locale) });
  return segments;
}
