import { withSiteValues } from "@firm/content/site-values";
import { useCallback } from "react";
import { localizedPath } from "./locale.ts";
import { usePage } from "./page-context.ts";

/** The page's language (from its URL) and helpers to write copy and links in it. */
export function useLocale() {
  const { locale, pathname } = usePage();
  const text = useCallback((copy: string) => withSiteValues(copy, locale), [locale]);
  const href = useCallback((path: string) => localizedPath(path, locale), [locale]);
  return { locale, pathname, text, href };
}
