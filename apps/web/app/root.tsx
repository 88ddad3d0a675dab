import "@firm/ui/theme";
// The console's few styles of its own (and its figures' charts) join the site's one stylesheet here,
// beside the theme, so that the rest of the stylesheet keeps its order (its pages render on the
// server only: vite.config.ts).
import "./features/ops/ops.css.ts";
import "./features/ops/figures.css.ts";
import { locales } from "@firm/content/locale";
import { adaSettingsStorageKey, contrastModes, cursorSizes, fontSizeLimits } from "@firm/ui/ada-settings";
import { headingFontLatin } from "@firm/ui/heading-font-file";
import { Links, Meta, Outlet, useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { isConsolePath } from "./features/ops/console-path.ts";
import { opsLocale } from "./features/ops/ops-locale.server.ts";
import { IslandScripts } from "./islands/island-scripts.tsx";
import { mergedCopy } from "./lib/copy.ts";
import { localeFromPath } from "./lib/locale.ts";
import { useNonce } from "./lib/nonce.ts";
import { PageContext } from "./lib/page-context.ts";
import { prePaintScript } from "./lib/pre-paint.ts";
import { publicOrigin } from "./lib/public-origin.ts";
import { legalServiceJsonLd } from "./lib/seo.ts";
import { languageChoiceParam, siteLanguageKey } from "./lib/storage-keys.ts";

/** Settings before paint everywhere; the saved language only on the public site (the console has its own). */
const settings = {
  settingsKey: adaSettingsStorageKey,
  contrasts: contrastModes,
  cursors: cursorSizes,
  fontSize: fontSizeLimits,
};
const prePaint = {
  site: prePaintScript({
    ...settings,
    language: { key: siteLanguageKey, param: languageChoiceParam, languages: locales },
  }),
  console: prePaintScript({ ...settings, language: null }),
};

/**
 * Every navigation loads a whole page (decision 0043), so a page the visitor points at or starts to
 * tap is fetched ahead (Speculation Rules, Chromium; other browsers ignore them).
 */
const prefetchOnIntent = {
  prefetch: [
    { where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] }, eagerness: "moderate" },
  ],
};

/**
 * The page's language and the site origin (for canonical links), known from the first byte, and
 * when the page was rendered (forms send it so the API can spot submissions filled too fast). The
 * console (/ops) chooses its language itself and has none of the public site's scripts.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = publicOrigin();
  const console = isConsolePath(url.pathname);
  return { locale: console ? opsLocale(request) : localeFromPath(url.pathname), origin, console };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce() || undefined;
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
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, run before paint
          dangerouslySetInnerHTML={{ __html: data?.console ? prePaint.console : prePaint.site }}
        />
        {/* The headings' face is found only once the stylesheet is read: fetched beside it instead. */}
        <link rel="preload" href={headingFontLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data && !data.console ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own constants
            dangerouslySetInnerHTML={{ __html: JSON.stringify(legalServiceJsonLd(data.origin)) }}
          />
        ) : null}
      </head>
      <body>
        {children}
        {data?.console ? null : (
          <>
            <IslandScripts nonce={nonce} />
            <script
              type="speculationrules"
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON of our own
              dangerouslySetInnerHTML={{ __html: JSON.stringify(prefetchOnIntent) }}
            />
          </>
        )}
      </body>
    </html>
  );
}

/** The page's language, path, render time and the copy every matched loader sent, for its components. */
export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const copy = mergedCopy(useMatches());
  return (
    <PageContext value={{ locale: loaderData.locale, pathname, copy }}>
      <Outlet />
    </PageContext>
  );
}
