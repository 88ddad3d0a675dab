/**
 * Security headers of every HTML page, whether a file written at build (nginx and server.ts send
 * them) or rendered by the server (the console, the result pages). The Content-Security-Policy
 * admits scripts only from this origin or by the hash of one of the build's inline scripts
 * (`inline-scripts.ts`): no nonce, so that a page is the same file for every visitor and any cache.
 * Style elements only from this origin (the dialogs' scroll lock adopts a constructed stylesheet,
 * which the policy does not govern: `scroll-lock-styles.ts`); frames only from the map service
 * (loaded on request); no framing of this site.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], secureOrigin: boolean): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(" ")}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src https://www.google.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(secureOrigin ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * A page's HTML may be kept five minutes by any cache, and served stale for an hour while it is
 * fetched again (ETag revalidation): a deploy reaches every visitor within minutes, and a page still
 * answers from a cache while the server behind it restarts.
 */
export const pageCacheControl = "public, max-age=300, stale-while-revalidate=3600";

export function securityHeaders(
  scriptHashes: readonly string[],
  secureOrigin: boolean,
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, secureOrigin),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    ...(secureOrigin ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
