import { locales } from "@firm/content/locale";
import { localizedPath } from "../lib/locale.ts";
import { publicOrigin } from "../lib/public-origin.ts";
import { sitePaths } from "../lib/site-paths.ts";

/** sitemap.xml: every page in both languages, each listing its alternates (at the public origin). */
export function loader() {
  const origin = publicOrigin();
  const url = (path: string) => new URL(path, origin).toString();
  const entries = sitePaths.flatMap((path) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${url(localizedPath(path, other))}"/>`,
        )
        .join("");
      return `<url><loc>${url(localizedPath(path, locale))}</loc>${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join("")}</urlset>`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
