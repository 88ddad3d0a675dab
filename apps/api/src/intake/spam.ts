import { type FormTokenCheck, type IntakeForm, verifyFormToken } from "@firm/intake/form-token";

/** Why a request was stored as spam (the database enumeration spam_reason, same values). */
export const spamReasons = [
  "honeypot",
  "too-fast",
  "token-missing",
  "token-invalid",
  "token-expired",
  "token-reused",
] as const;
export type SpamReason = (typeof spamReasons)[number];

/**
 * The signals that send a request to spam (decision 0094): a filled honeypot, or a token that
 * was forged or made for the other form. Every other reason is soft: the request goes to the inbox
 * marked "check", with its reason, and the team is told.
 */
export const hardSpamReasons: readonly SpamReason[] = ["honeypot", "token-invalid"];

/**
 * The soft signals whose request's acknowledgment waits until a member marks it genuine (decision
 * 0094): no form token, or a token used beyond its allowance. Either lets a script send
 * requests without fetching a page of the site for each, so each could mail an address of its
 * choosing in the firm's name. The team is told of them at once, as of any request in the inbox.
 */
export const heldAcknowledgmentReasons: readonly SpamReason[] = ["token-missing", "token-reused"];

export const holdsAcknowledgment = (reason: SpamReason | null): boolean =>
  reason !== null && heldAcknowledgmentReasons.includes(reason);

/** A request whose reason is soft is in the inbox marked "check"; one with a hard reason is spam. */
export const isHardSpam = (reason: SpamReason | null): boolean =>
  reason !== null && hardSpamReasons.includes(reason);

type Meta = { website?: string; formToken?: string };

export type SpamCheck = {
  form: IntakeForm;
  keys: readonly string[];
  receivedAt: number;
  /** A token used sooner than this after it was issued is a script's. */
  minFillMs: number;
};

/** What the request says of itself: a reason to call it spam (or none), and its token's id. */
export type Verdict = { reason: SpamReason | null; tokenId: string | null };

const tokenReason: Record<Exclude<FormTokenCheck["status"], "valid">, SpamReason> = {
  missing: "token-missing",
  invalid: "token-invalid",
  expired: "token-expired",
};

/**
 * Spam without a CAPTCHA (decision 0063): a filled honeypot; no form token, a forged one
 * or one for the other form; one older than a day; or one used sooner than a person could fill
 * the form. Whether a valid token was used too often needs the database: see the intake store.
 */
export function spamVerdict(meta: Meta, { form, keys, receivedAt, minFillMs }: SpamCheck): Verdict {
  const token = verifyFormToken(meta.formToken, form, keys, receivedAt);
  const tokenId = token.status === "valid" || token.status === "expired" ? token.id : null;
  if (meta.website !== undefined && meta.website.trim() !== "") return { reason: "honeypot", tokenId };
  if (token.status !== "valid") return { reason: tokenReason[token.status], tokenId };
  return { reason: receivedAt - token.issuedAt < minFillMs ? "too-fast" : null, tokenId };
}
