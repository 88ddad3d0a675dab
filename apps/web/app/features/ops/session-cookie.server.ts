/** The console session's cookie (decision 0071): HttpOnly, SameSite=Lax, Path=/, 12 hours at most. */
export const sessionMaxAgeSeconds = 12 * 60 * 60;

/** Over HTTPS the `__Host-` prefix binds the cookie to this host and path, and requires Secure. */
export const secureCookieName = "__Host-ops_session";
/**
 * Plain HTTP (a local run): neither Secure nor the prefix. Chromium (156, checked) keeps Secure and
 * `__Host-` cookies from http://127.0.0.1 and http://localhost, but Safari does not, nor does any
 * browser on another plain-HTTP address (a phone on the LAN), so the local name works everywhere.
 */
export const plainCookieName = "ops_session";

/** The request as the visitor made it: behind the proxy, its scheme comes from X-Forwarded-Proto (trust proxy). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookieName(request: Request): string {
  return isSecureRequest(request) ? secureCookieName : plainCookieName;
}

function attributes(request: Request, maxAge: number): string {
  return [
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    ...(isSecureRequest(request) ? ["Secure"] : []),
  ].join("; ");
}

/** Set-Cookie for a new session token (the API's tokens are URL-safe; encoded all the same). */
export function sessionCookie(request: Request, token: string): string {
  return `${sessionCookieName(request)}=${encodeURIComponent(token)}; ${attributes(request, sessionMaxAgeSeconds)}`;
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(request: Request): string {
  return `${sessionCookieName(request)}=; ${attributes(request, 0)}`;
}

/** One cookie's value from the request's Cookie header, or null. */
export function readCookie(request: Request, name: string): string | null {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token of this request, read only under the cookie name its scheme allows. */
export function sessionToken(request: Request): string | null {
  return readCookie(request, sessionCookieName(request)) || null;
}
