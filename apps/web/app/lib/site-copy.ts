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
import type { opsConsole } from "@firm/content/dictionaries/ops-console";
import type { pageMeta } from "@firm/content/dictionaries/page-meta";
import type { practiceCommon } from "@firm/content/dictionaries/practice/practice-common";
import type { privacyPolicy } from "@firm/content/dictionaries/privacy-policy";
import type { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import type { serviceCards } from "@firm/content/dictionaries/service-cards";
import type { services } from "@firm/content/dictionaries/services";
import type { siteFooter } from "@firm/content/dictionaries/site-footer";
import type { siteHeader } from "@firm/content/dictionaries/site-header";
import type { team } from "@firm/content/dictionaries/team";
import type { toasts } from "@firm/content/dictionaries/toasts";

/**
 * The site's copy in one language, by dictionary (decision 0043). Only types are imported here: the
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
  opsConsole: typeof opsConsole.en;
  pageMeta: typeof pageMeta.en;
  practiceCommon: typeof practiceCommon.en;
  privacyPolicy: typeof privacyPolicy.en;
  relocationNotice: typeof relocationNotice.en;
  serviceCards: typeof serviceCards.en;
  services: typeof services.en;
  siteFooter: typeof siteFooter.en;
  siteHeader: typeof siteHeader.en;
  team: typeof team.en;
  toasts: typeof toasts.en;
};

export type CopyKey = keyof SiteCopy;
