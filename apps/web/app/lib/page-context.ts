import type { Locale } from "@firm/content/locale";
import { createContext, use } from "react";
import type { SiteCopy } from "./site-copy.ts";

/**
 * What a component knows of the page it is on: its language and path and the copy its loaders sent. On the server the site's root provides it
 * for the whole page; in the browser each island receives its share with its props.
 */
export type PageInfo = {
  locale: Locale;
  pathname: string;
  copy: Partial<SiteCopy>;
};

export const PageContext = createContext<PageInfo | null>(null);

export function usePage(): PageInfo {
  const page = use(PageContext);
  if (!page) throw new Error("usePage needs a PageContext provider (the site's root, or an island).");
  return page;
}
