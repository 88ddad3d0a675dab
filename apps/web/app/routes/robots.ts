import { publicOrigin } from "../lib/public-origin.ts";

export function loader() {
  const origin = publicOrigin();
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /request-received\nDisallow: /request-failed\nDisallow: /ops\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
