import { defaultLocale, type Locale } from "@firm/content/locale";

/** English pages live at /…, Spanish at /es/… with the same slugs. */
const spanishPrefix = "/es";

export function localeFromPath(pathname: string): Locale {
  return pathname === spanishPrefix || pathname.startsWith(`${spanishPrefix}/`) ? "es" : defaultLocale;
}

/**
 * A request path with its leading run of slashes (and backslashes, which browsers read as slashes)
 * made one: "//evil.example/x" is a link to another site, "/evil.example/x" is a page of this one.
 */
const oneLeadingSlash = (path: string) => path.replace(/^[/\\]+/, "/");

/**
 * A page's path without a trailing slash ("/about/" → "/about", "/" stays): the same page, whichever
 * way it was asked for. The build asks for each page with one when it renders it to a file.
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, "$1");
}

/** The path without its language prefix: "/es/about" → "/about", "/es" → "/". */
export function basePath(pathname: string): string {
  if (localeFromPath(pathname) === "en") return oneLeadingSlash(pathname);
  return oneLeadingSlash(pathname.slice(spanishPrefix.length) || "/");
}

/** A site path in a language: ("/about", "es") → "/es/about", ("/", "es") → "/es". */
export function localizedPath(path: string, locale: Locale): string {
  const base = basePath(path);
  if (locale === "en") return base;
  return base === "/" ? spanishPrefix : `${spanishPrefix}${base}`;
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}
