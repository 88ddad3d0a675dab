/**
 * The site's public origin, the one source of every absolute address the site writes (canonical and
 * hreflang links, the sitemap, robots.txt, the JSON-LD) and of whether HTTPS-only headers are sent:
 * PUBLIC_ORIGIN, never the Host header of a request, which anyone can set. In production the server
 * refuses to start without it (server.ts, `publicOriginProblem`); the development server, which
 * only its developer reaches, falls back to its own address.
 */
export function publicOrigin(environment: NodeJS.ProcessEnv = process.env): string {
  const problem = publicOriginProblem(environment);
  if (problem) throw new Error(problem);
  return environment.PUBLIC_ORIGIN || `http://127.0.0.1:${environment.WEB_PORT || 3000}`;
}

/** What is wrong with PUBLIC_ORIGIN, in one line, or null: it must be a bare http(s) origin. */
export function publicOriginProblem(environment: NodeJS.ProcessEnv = process.env): string | null {
  const value = environment.PUBLIC_ORIGIN;
  if (!value) {
    return environment.NODE_ENV === "production"
      ? "PUBLIC_ORIGIN is required in production: the site's public origin, e.g. https://www.example.com"
      : null;
  }
  const url = URL.parse(value);
  const bare = url !== null && /^https?:$/.test(url.protocol) && url.origin === value;
  return bare
    ? null
    : `PUBLIC_ORIGIN must be a bare http(s) origin such as https://www.example.com, not ${value}`;
}
