import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The two intake forms; a token is issued for one and accepted only by its route. */
export const intakeForms = ["contact", "consultation"] as const;
export type IntakeForm = (typeof intakeForms)[number];

/** A token older than this is expired (a form left open overnight is fetched again on focus). */
export const formTokenMaxAgeMs = 24 * 60 * 60 * 1000;
/** How far in the future an issue time may lie (clocks of site and API replicas differ). */
const clockSkewMs = 60_000;
/** Secrets shorter than this are refused: the MAC is only as strong as its key. */
export const minFormTokenKeyLength = 32;

/**
 * The key used when none is configured outside production (development, tests). It is public, so
 * the site and the API refuse to start in production without FORM_TOKEN_KEYS.
 */
export const developmentFormTokenKey = "development-only-form-token-key-it-is-public";

export type FormTokenCheck =
  | { status: "valid"; id: string; issuedAt: number }
  | { status: "expired"; id: string; issuedAt: number }
  | { status: "missing" }
  | { status: "invalid" };

const version = "v1";

const mac = (key: string, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/**
 * The form tokens' keys from the environment: FORM_TOKEN_KEYS, comma-separated, the first signs
 * and every one verifies (rotation: add the new key first, drop the old one a day later).
 */
export function formTokenKeys(env: Record<string, string | undefined>): string[] {
  const keys = (env.FORM_TOKEN_KEYS ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length > 0) return keys;
  if (env.NODE_ENV === "production") throw new Error("FORM_TOKEN_KEYS is required in production");
  return [developmentFormTokenKey];
}

/** A token for `form`: version, form, issue time, a random id, and an HMAC over all four. */
export function issueFormToken(form: IntakeForm, keys: readonly string[], now = Date.now()): string {
  const [key] = keys;
  if (!key) throw new Error("no form token key");
  const payload = `${version}.${form}.${now.toString(36)}.${randomBytes(12).toString("base64url")}`;
  return `${payload}.${mac(key, payload)}`;
}

/** Whether `token` was issued by one of `keys` for `form`, and whether it is still fresh. */
export function verifyFormToken(
  token: string | undefined,
  form: IntakeForm,
  keys: readonly string[],
  now = Date.now(),
): FormTokenCheck {
  if (token === undefined || token === "") return { status: "missing" };
  const parts = token.split(".");
  const [tokenVersion, tokenForm, issued, id, signature] = parts;
  if (parts.length !== 5 || tokenVersion !== version || tokenForm !== form || !issued || !id || !signature) {
    return { status: "invalid" };
  }
  const payload = parts.slice(0, 4).join(".");
  const given = Buffer.from(signature, "base64url");
  const signed = keys.some((key) => {
    const expected = Buffer.from(mac(key, payload), "base64url");
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  const issuedAt = Number.parseInt(issued, 36);
  if (!signed || !Number.isSafeInteger(issuedAt) || issuedAt > now + clockSkewMs)
    return { status: "invalid" };
  return { status: now - issuedAt > formTokenMaxAgeMs ? "expired" : "valid", id, issuedAt };
}
