import { firm } from "@firm/content/firm";
import { locales } from "@firm/content/locale";
import { localizedPath } from "./locale.ts";

/** Every page of the site (English paths; Spanish ones are the same under /es). */
export const sitePaths = [
  "/",
  "/about",
  "/services",
  ...firm.practiceSlugs.map((slug) => `/services/${slug}`),
  "/contact",
  "/consultation",
  "/privacy",
  "/accessibility",
] as const;

/**
 * The origin the pages' canonical and alternate links name: PUBLIC_ORIGIN when the site is built
 * (pages are files), else the development server's, for a local build.
 */
export const buildOrigin = (): string => process.env.PUBLIC_ORIGIN ?? "http://localhost:3000";

/** The page nginx sends, in both languages at once, when a form's post cannot reach the API. */
export const requestUnsentPath = "/request-unsent";

/**
 * What the build renders to files: every page in both languages, the page for a post that could
 * not be sent, the sitemap and robots.txt.
 */
export const prerenderedPaths = [
  ...sitePaths.flatMap((path) => locales.map((locale) => localizedPath(path, locale))),
  requestUnsentPath,
  "/sitemap.xml",
  "/robots.txt",
] as const;

/** Where the not-found page of each language is written: nginx answers 404 with it. */
export const notFoundFiles = { en: "/404.html", es: "/es/404.html" } as const;

/**
 * The routes the server renders for each request, with why; every other page must be a file of the
 * build (`scripts/static-site.ts` fails the build otherwise). A route is named with all beneath it.
 */
export const serverRenderedRoutes = {
  "routes/ops/ops-layout": "the intake team's console: behind its sign-in, with each member's data",
  "routes/request-received": "shows what the API said of a form sent without JavaScript (its address)",
  "routes/request-failed": "shows what the API refused in a form sent without JavaScript (its address)",
} as const;

/** The catch-all route whose page is written once per language as the not-found file. */
export const notFoundRoute = "routes/not-found";
