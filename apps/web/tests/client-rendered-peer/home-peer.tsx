import "@firm/ui/theme";
import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { compliance } from "@firm/content/dictionaries/compliance";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { home } from "@firm/content/dictionaries/home";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { languageToggle } from "@firm/content/dictionaries/language-toggle";
import { notFound } from "@firm/content/dictionaries/not-found";
import { pageMeta } from "@firm/content/dictionaries/page-meta";
import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import { serviceCards } from "@firm/content/dictionaries/service-cards";
import { siteFooter } from "@firm/content/dictionaries/site-footer";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { toasts } from "@firm/content/dictionaries/toasts";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Route, Routes } from "react-router";
import { PageContext } from "../../app/lib/page-context.ts";
import type { SiteCopy } from "../../app/lib/site-copy.ts";
import Home from "../../app/routes/home.tsx";
import SiteLayout from "../../app/routes/site-layout.tsx";

/**
 * The home page rendered in the browser instead of on the server: the same components and copy, every
 * island live from the start, as a single-page application would ship it. Only for measurement, beside
 * the server-rendered page (tools/measure/client-rendered-peer.ts). It bundles only the
 * dictionaries the page reads (each module holds the English and the Spanish) and renders the English.
 */
const copy: Partial<SiteCopy> = {
  accessibilityPanel: accessibilityPanel.en,
  compliance: compliance.en,
  formsCommon: formsCommon.en,
  home: home.en,
  homeContact: homeContact.en,
  languageToggle: languageToggle.en,
  notFound: notFound.en,
  pageMeta: pageMeta.en,
  relocationNotice: relocationNotice.en,
  serviceCards: serviceCards.en,
  siteFooter: siteFooter.en,
  siteHeader: siteHeader.en,
  toasts: toasts.en,
};

const root = document.getElementById("root");
if (!root) throw new Error("client-rendered peer: no #root");
createRoot(root).render(
  <BrowserRouter>
    <PageContext value={{ locale: "en", pathname: "/", copy }}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<Home />} />
        </Route>
      </Routes>
    </PageContext>
  </BrowserRouter>,
);
