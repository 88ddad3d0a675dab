/**
 * The browser's half of a passkey ceremony (sign-in or adding one), shared by the console's two
 * passkey islands: ask the site for the options, let the browser and the authenticator answer, post
 * the answer back. The site's server talks to the API (the browser never reaches /api/ops).
 */
export type PasskeyProblem = "cancelled" | "not_verified" | "unsupported" | "unavailable";

export type CeremonyStep = { challengeId: string; options: Record<string, unknown> };

/** The options the site answered, or null when it answered something else. */
export function ceremonyStep(body: unknown): CeremonyStep | null {
  if (typeof body !== "object" || body === null) return null;
  const { challengeId, options } = body as { challengeId?: unknown; options?: unknown };
  if (typeof challengeId !== "string" || typeof options !== "object" || options === null) return null;
  return { challengeId, options: options as Record<string, unknown> };
}

/**
 * What a failure means for the person: the browser's own errors are named (`NotAllowedError` when
 * the dialog was dismissed or timed out, `AbortError` when it was aborted), the site's are codes.
 */
export function problemOf(error: unknown): PasskeyProblem {
  if (typeof error === "object" && error !== null) {
    const { name, code } = error as { name?: unknown; code?: unknown };
    if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED")
      return "cancelled";
    if (name === "NotSupportedError" || code === "ERROR_INVALID_DOMAIN") return "unsupported";
    if (name === "SiteError") return code === "unavailable" ? "unavailable" : "not_verified";
  }
  return "not_verified";
}

/** An error the site answered with: `code` is "unavailable" (try later) or anything else (not verified). */
export class SiteError extends Error {
  override name = "SiteError";
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** Posts fields as a form to the site (same origin; the console's action checks Origin and the csrf field). */
export async function postCeremony(url: string, fields: Record<string, string>): Promise<unknown> {
  const body = new URLSearchParams(fields);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, headers: { accept: "application/json" } });
  } catch {
    throw new SiteError("unavailable");
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = (answer as { error?: unknown } | null)?.error;
    throw new SiteError(typeof code === "string" ? code : response.status >= 500 ? "unavailable" : "failed");
  }
  return answer;
}

/** Where to go after a successful step: only a path of the console. */
export function nextLocation(body: unknown, fallback: string): string {
  const location = (body as { location?: unknown } | null)?.location;
  return typeof location === "string" && location.startsWith("/ops") && !location.startsWith("//")
    ? location
    : fallback;
}
