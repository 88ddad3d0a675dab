import type { ApiFailure } from "./api.server.ts";

/** The host (name:port) the page was served on: the API binds passkeys to it, if it is one of the site's. */
export function ceremonyHost(request: Request): string {
  return new URL(request.url).host;
}

/** The credential the island posted (JSON of what @simplewebauthn/browser returned), or null. */
export function parseCredential(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** An answer to an island: JSON, never cached. */
export function islandAnswer(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return Response.json(body, { ...init, headers });
}

/** A failed API call as the island reads it: "unavailable" (try later) or "not_verified". */
export function islandFailure(result: ApiFailure): Response {
  const code = result.status >= 500 || result.status === 429 ? "unavailable" : "not_verified";
  return islandAnswer({ error: code }, { status: result.status >= 500 ? 503 : 400 });
}
