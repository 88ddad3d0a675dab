import { about } from "@firm/content/dictionaries/about";
import { compliance } from "@firm/content/dictionaries/compliance";
import { consultation } from "@firm/content/dictionaries/consultation";
import { contactPage } from "@firm/content/dictionaries/contact-page";
import { home } from "@firm/content/dictionaries/home";
import { services } from "@firm/content/dictionaries/services";
import { makesFeeClaim } from "@firm/content/fee-claims";
import { firm } from "@firm/content/firm";
import { type Locale, locales } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import ConsultationPage from "../../routes/consultation.tsx";
import Services from "../../routes/services.tsx";
import { ContactInfo } from "../contact/contact-info.tsx";
import { AboutStory } from "./about-story.tsx";
import { HomeAbout } from "./home-about.tsx";
import { PracticePage } from "./practice-page.tsx";
import { practicePages } from "./practice-pages.ts";

// The hero asks whether the visitor prefers reduced motion; jsdom has no matchMedia.
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

/** An entry of the copy and the words by which its claim is found on the page. */
type Claimed = { entry: unknown; shows: string };

type Case = {
  name: string;
  path: string;
  ui: ReactNode;
  /** Every entry the page renders that may declare a fee claim. */
  entries: readonly Claimed[];
};

const titled = (items: readonly { title: string }[]): Claimed[] =>
  items.map((item) => ({ entry: item, shows: item.title }));

function cases(locale: Locale): Case[] {
  const prefix = locale === "en" ? "" : "/es";
  return [
    {
      name: "home, why clients choose us",
      path: `${prefix}/`,
      ui: <HomeAbout />,
      entries: titled(home[locale].aboutSection.whyUs.reasons),
    },
    {
      name: "about, why choose us",
      path: `${prefix}/about`,
      ui: <AboutStory />,
      entries: titled(about[locale].whyChoose.points),
    },
    {
      name: "services, why choose us",
      path: `${prefix}/services`,
      ui: <Services />,
      entries: titled(services[locale].whyChoose.tiles),
    },
    {
      name: "contact, why choose us",
      path: `${prefix}/contact`,
      ui: <ContactInfo />,
      entries: [{ entry: contactPage[locale].info, shows: contactPage[locale].info.whyHeading }],
    },
    {
      name: "consultation hero",
      path: `${prefix}/consultation`,
      ui: <ConsultationPage />,
      entries: [{ entry: consultation[locale].hero, shows: consultation[locale].hero.subtitle }],
    },
    ...firm.practiceSlugs.map((slug) => ({
      name: `practice page ${slug}`,
      path: `${prefix}/services/${slug}`,
      ui: <PracticePage slug={slug} copy={practicePages[slug][locale]} />,
      entries: titled(practicePages[slug][locale].reasons.items),
    })),
  ];
}

/**
 * Whatever the copy declares a fee claim renders with the costs disclosure beside it, in both
 * languages; where the claim is a list item, the item points to the disclosure.
 */
describe.each(locales)("fee claims in %s", (locale) => {
  const disclosure = compliance[locale].costsDisclosure;

  it("are declared on the pages that make them", () => {
    const declaring = cases(locale).filter((page) => page.entries.some(({ entry }) => makesFeeClaim(entry)));
    expect(declaring.map((page) => page.name)).toContain("home, why clients choose us");
    expect(declaring.map((page) => page.name)).toContain("consultation hero");
    expect(declaring.map((page) => page.name)).not.toContain("practice page business-litigation");
    expect(declaring.length).toBeGreaterThan(15);
  });

  it.each(cases(locale).map((page) => [page.name, page] as const))(
    "%s shows the costs disclosure exactly where a claim is declared",
    (_name, page) => {
      renderOnPage(page.ui, page.path);
      const claims = page.entries.filter(({ entry }) => makesFeeClaim(entry));
      const notes = screen.queryAllByText(disclosure);
      if (claims.length === 0) {
        expect(notes).toHaveLength(0);
        return;
      }
      expect(notes).toHaveLength(1);
      for (const { shows } of claims) {
        const claim = screen.getAllByText(withSiteValues(shows, locale))[0];
        expect(claim, shows).toBeDefined();
        const described = claim?.closest("[aria-describedby]");
        if (described) {
          expect(document.getElementById(described.getAttribute("aria-describedby") ?? "")).toBe(notes[0]);
        }
      }
    },
  );
});
