/**
 * Security headers of every HTML page. The Content-Security-Policy allows scripts and style elements
 * only from this origin or with the per-response nonce (our inline scripts carry it; the dialogs'
 * scroll lock gives it to the <style> it adds), frames only
 * from the map service (loaded on request), and no framing of this site.
 */
export function contentSecurityPolicy(nonce: string, secureOrigin: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
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

export function setSecurityHeaders(headers: Headers, nonce: string, secureOrigin: boolean): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, secureOrigin));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (secureOrigin) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}
