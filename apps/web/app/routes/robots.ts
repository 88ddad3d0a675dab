import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  // A file written when the site is built: the public origin is then a build input.
  const origin = process.env.PUBLIC_ORIGIN ?? new URL(request.url).origin;
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /request-received\nDisallow: /request-failed\nDisallow: /ops\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
