export type SpamReason = "honeypot" | "too-fast";

type Meta = { website?: string; formStartedAt?: number | string };

/**
 * Spam without a CAPTCHA: a filled honeypot, or a form sent sooner than `minFillMs` after the page
 * rendered it. A start time in the future (clock skew) or none at all never counts as spam.
 */
export function spamReason(meta: Meta, receivedAt: number, minFillMs: number): SpamReason | null {
  if (meta.website !== undefined && meta.website.trim() !== "") return "honeypot";
  const started = meta.formStartedAt === "" ? undefined : Number(meta.formStartedAt);
  if (started === undefined || Number.isNaN(started) || started > receivedAt) return null;
  return receivedAt - started < minFillMs ? "too-fast" : null;
}
