import "@firm/ui/theme";
// The console's few styles of its own (and its figures' charts) join the site's one stylesheet here,
// beside the theme, so that the rest of the stylesheet keeps its order (its pages render on the
// server only: vite.config.ts).
import "./features/ops/ops.css.ts";
import "./features/ops/figures.css.ts";
import { headingFontLatin } from "@firm/ui/heading-font-file";
import { Links, Meta, Outlet, useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { isConsolePath } from "./features/ops/console-path.ts";
import { opsLocale } from "./features/ops/ops-locale.server.ts";
import { IslandScripts } from "./islands/island-scripts.tsx";
import { mergedCopy } from "./lib/copy.ts";
import { prePaintScripts, speculationRules } from "./lib/inline-scripts.ts";
import { localeFromPath, pagePath } from "./lib/locale.ts";
import { PageContext } from "./lib/page-context.ts";
import { publicOrigin } from "./lib/public-origin.ts";
import { legalServiceJsonLd } from "./lib/seo.ts";
import { requestUnsentPath } from "./lib/site-paths.ts";

/**
 * The page's language and the site origin (for canonical links), known from the first byte. Public
 * pages are rendered when the site is built, so PUBLIC_ORIGIN is then a build input. The console
 * (/ops) chooses its language itself and has none of the public site's scripts; nor has the page for
 * an unsent post, which nginx sends in place of an answer from the API and which speaks both languages.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = publicOrigin();
  const console = isConsolePath(url.pathname);
  const standalone = console || url.pathname === requestUnsentPath;
  return { locale: console ? opsLocale(request) : localeFromPath(url.pathname), origin, standalone };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={data?.locale ?? "en"} data-contrast="normal" data-cursor="normal">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#10213b" />
        {/* No first paint of a half-parsed header (its rows would reflow as the rest arrives): the page
            renders once the main content's start has been parsed (Chromium; others ignore it). */}
        <link rel="expect" href="#main" blocking="render" />
        <script
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, run before paint
          dangerouslySetInnerHTML={{
            __html: data?.standalone ? prePaintScripts.settingsOnly : prePaintScripts.site,
          }}
        />
        {/* The headings' face is found only once the stylesheet is read: fetched beside it instead. */}
        <link rel="preload" href={headingFontLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data && !data.standalone ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own constants
            dangerouslySetInnerHTML={{ __html: JSON.stringify(legalServiceJsonLd(data.origin)) }}
          />
        ) : null}
      </head>
      <body>
        {children}
        {data?.standalone ? null : (
          <>
            <IslandScripts />
            <script
              type="speculationrules"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON of our own
              dangerouslySetInnerHTML={{ __html: speculationRules }}
            />
          </>
        )}
      </body>
    </html>
  );
}

/** The page's language, path, render time and the copy every matched loader sent, for its components. */
export default function App({ loaderData }: Route.ComponentProps) {
  const pathname = pagePath(useLocation().pathname);
  const copy = mergedCopy(useMatches());
  return (
    <PageContext value={{ locale: loaderData.locale, pathname, copy }}>
      <Outlet />
    </PageContext>
  );
}
