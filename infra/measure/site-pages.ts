import { locales } from "@firm/content/locale";
import { localizedPath } from "../../apps/web/app/lib/locale.ts";
import { sitePaths } from "../../apps/web/app/lib/site-paths.ts";

/**
 * Every page of the site in every language, from the list the app's sitemap is built from
 * (apps/web/app/lib/site-paths.ts), so a page added to the site is measured without a change here.
 */
export const sitePages: readonly string[] = sitePaths.flatMap((path) =>
  locales.map((locale) => localizedPath(path, locale)),
);

/** The page the budgets treat as the consultation form (it may score a little lower). */
export function isConsultationPage(page: string): boolean {
  return localizedPath(page, "en") === "/consultation";
}
