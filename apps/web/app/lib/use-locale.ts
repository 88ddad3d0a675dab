import type { Locale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { useCallback } from "react";
import { useLocation } from "react-router";
import { localeFromPath, localizedPath } from "./locale.ts";

/** The page's language (from its URL) and helpers to write copy and links in it. */
export function useLocale() {
  const { pathname } = useLocation();
  const locale: Locale = localeFromPath(pathname);
  const text = useCallback((copy: string) => withSiteValues(copy, locale), [locale]);
  const href = useCallback((path: string) => localizedPath(path, locale), [locale]);
  return { locale, pathname, text, href };
}
