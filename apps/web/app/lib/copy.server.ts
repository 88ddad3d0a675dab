import { about } from "@firm/content/dictionaries/about";
import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { accessibilityStatement } from "@firm/content/dictionaries/accessibility-statement";
import { compliance } from "@firm/content/dictionaries/compliance";
import { consultation } from "@firm/content/dictionaries/consultation";
import { contactPage } from "@firm/content/dictionaries/contact-page";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { home } from "@firm/content/dictionaries/home";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { languageToggle } from "@firm/content/dictionaries/language-toggle";
import { notFound } from "@firm/content/dictionaries/not-found";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { pageMeta } from "@firm/content/dictionaries/page-meta";
import { practiceCommon } from "@firm/content/dictionaries/practice/practice-common";
import { privacyPolicy } from "@firm/content/dictionaries/privacy-policy";
import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import { serviceCards } from "@firm/content/dictionaries/service-cards";
import { services } from "@firm/content/dictionaries/services";
import { siteFooter } from "@firm/content/dictionaries/site-footer";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { team } from "@firm/content/dictionaries/team";
import { toasts } from "@firm/content/dictionaries/toasts";
import type { Locale, PerLocale } from "@firm/content/locale";
import { localeFromPath } from "./locale.ts";
import type { CopyKey, SiteCopy } from "./site-copy.ts";

const dictionaries: { readonly [K in CopyKey]: PerLocale<SiteCopy[K]> } = {
  about,
  accessibilityPanel,
  accessibilityStatement,
  compliance,
  consultation,
  contactPage,
  formsCommon,
  home,
  homeContact,
  languageToggle,
  notFound,
  opsConsole,
  pageMeta,
  practiceCommon,
  privacyPolicy,
  relocationNotice,
  serviceCards,
  services,
  siteFooter,
  siteHeader,
  team,
  toasts,
};

export const copyKeys = Object.keys(dictionaries) as CopyKey[];

/** The named dictionaries in one language. */
export function copyFor<const K extends CopyKey>(locale: Locale, keys: readonly K[]): Pick<SiteCopy, K> {
  return Object.fromEntries(keys.map((key) => [key, dictionaries[key][locale]])) as Pick<SiteCopy, K>;
}

/** A route loader's answer: the named dictionaries in the language of the requested page's URL. */
export function copyLoader<const K extends CopyKey>(keys: readonly K[]) {
  return ({ url }: { url: URL }) => ({ copy: copyFor(localeFromPath(url.pathname), keys) });
}
