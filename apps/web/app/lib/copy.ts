import type { about } from "@firm/content/dictionaries/about";
import type { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import type { accessibilityStatement } from "@firm/content/dictionaries/accessibility-statement";
import type { compliance } from "@firm/content/dictionaries/compliance";
import type { consultation } from "@firm/content/dictionaries/consultation";
import type { contactPage } from "@firm/content/dictionaries/contact-page";
import type { formsCommon } from "@firm/content/dictionaries/forms-common";
import type { home } from "@firm/content/dictionaries/home";
import type { homeContact } from "@firm/content/dictionaries/home-contact";
import type { languageToggle } from "@firm/content/dictionaries/language-toggle";
import type { notFound } from "@firm/content/dictionaries/not-found";
import type { pageMeta } from "@firm/content/dictionaries/page-meta";
import type { practiceCommon } from "@firm/content/dictionaries/practice/practice-common";
import type { privacyPolicy } from "@firm/content/dictionaries/privacy-policy";
import type { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import type { services } from "@firm/content/dictionaries/services";
import type { siteFooter } from "@firm/content/dictionaries/site-footer";
import type { siteHeader } from "@firm/content/dictionaries/site-header";
import type { toasts } from "@firm/content/dictionaries/toasts";
import { usePage } from "./page-context.ts";

/**
 * The site's copy in one language, by dictionary (decision 0037). Only types are imported here: the
 * strings come from the loaders (`copy.server.ts`) in the page's language, and an island receives
 * those it uses with its props, never both languages' dictionaries as code.
 */
export type SiteCopy = {
  about: typeof about.en;
  accessibilityPanel: typeof accessibilityPanel.en;
  accessibilityStatement: typeof accessibilityStatement.en;
  compliance: typeof compliance.en;
  consultation: typeof consultation.en;
  contactPage: typeof contactPage.en;
  formsCommon: typeof formsCommon.en;
  home: typeof home.en;
  homeContact: typeof homeContact.en;
  languageToggle: typeof languageToggle.en;
  notFound: typeof notFound.en;
  pageMeta: typeof pageMeta.en;
  practiceCommon: typeof practiceCommon.en;
  privacyPolicy: typeof privacyPolicy.en;
  relocationNotice: typeof relocationNotice.en;
  services: typeof services.en;
  siteFooter: typeof siteFooter.en;
  siteHeader: typeof siteHeader.en;
  toasts: typeof toasts.en;
};

export type CopyKey = keyof SiteCopy;

type LoaderMatch = { loaderData?: unknown } | undefined;

function loadedCopy(match: LoaderMatch): Partial<SiteCopy> | undefined {
  const data = match?.loaderData;
  if (typeof data !== "object" || data === null || !("copy" in data)) return undefined;
  return data.copy as Partial<SiteCopy>;
}

/** Every dictionary the matched routes' loaders sent, outermost first, merged into one record. */
export function mergedCopy(matches: readonly LoaderMatch[]): Partial<SiteCopy> {
  return Object.assign({}, ...matches.map(loadedCopy));
}

/**
 * One dictionary in the page's language, as a loader of a matched route sent it (or, in an island,
 * as the island declared it). A component whose page or island has no such dictionary is a
 * programming error, reported at once rather than rendered blank.
 */
export function useCopy<K extends CopyKey>(key: K): SiteCopy[K] {
  const copy = usePage().copy[key];
  if (copy === undefined) {
    throw new Error(
      `No "${key}" copy here: name it in the page's loaders, or in defineIsland for an island.`,
    );
  }
  return copy as SiteCopy[K];
}
