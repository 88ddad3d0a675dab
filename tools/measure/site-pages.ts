import { locales } from "@firm/content/locale";
import { localizedPath } from "@firm/web/locale";
import { sitePaths } from "@firm/web/site-paths";

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

/**
 * The pages a measurement takes, from its `--pages` (a substring of the path) and `--only` (paths,
 * comma-separated) options; both narrow the list. A path in `--only` that is not a page of the site,
 * or filters that leave nothing, are refused rather than measured as nothing.
 */
export function selectPages(
  filters: { readonly pages?: string; readonly only?: string },
  from: readonly string[] = sitePages,
): string[] {
  const only = filters.only?.split(",");
  const unknown = only?.filter((page) => !from.includes(page)) ?? [];
  if (unknown.length > 0) throw new Error(`--only names no page of the site: ${unknown.join(", ")}`);
  const chosen = from.filter(
    (page) => (!filters.pages || page.includes(filters.pages)) && (!only || only.includes(page)),
  );
  if (chosen.length === 0) throw new Error(`no page matches --pages ${filters.pages}`);
  return chosen;
}
