import { CtaBand } from "@firm/ui/cta-band";
import { Hero } from "@firm/ui/hero";
import { AboutStory } from "../features/pages/about-story.tsx";
import { AboutTeam } from "../features/pages/about-team.tsx";
import { ContactLinks } from "../features/pages/contact-links.tsx";
import { pageHeroBackground } from "../features/pages/hero-media.ts";
import { CallButton, PageButton } from "../features/pages/page-actions.tsx";
import { PageSection } from "../features/pages/page-section.tsx";
import { ResultsSection } from "../features/pages/results-section.tsx";
import { TileGrid } from "../features/pages/tile-grid.tsx";
import { copyLoader } from "../lib/copy.server.ts";
import { useCopy } from "../lib/copy.ts";
import { routeMeta } from "../lib/seo.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/about";

export const loader = copyLoader(["about", "team"]);

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (copy) => copy.pageMeta?.about);
}

/** About (docs/product.md#2-routes): story, team, approach, track record and a consultation call to action. */
export default function About() {
  const { text } = useLocale();
  const copy = useCopy("about");
  return (
    <>
      <Hero
        title={text(copy.hero.title)}
        subtitle={copy.hero.subtitle}
        background={pageHeroBackground}
        actions={
          <>
            <CallButton label={copy.hero.callNow} ariaLabel={copy.hero.callNowAriaLabel} />
            <PageButton to="/contact">{copy.hero.contactUs}</PageButton>
          </>
        }
      />
      <AboutStory />
      <AboutTeam />
      <PageSection id="approach" title={copy.approach.heading}>
        <TileGrid items={copy.approach.values} columns={4} />
      </PageSection>
      <ResultsSection />
      <CtaBand
        title={copy.cta.heading}
        text={text(copy.cta.text)}
        actions={<PageButton to="/consultation">{copy.cta.button}</PageButton>}
        contacts={<ContactLinks phoneLabel={copy.cta.phoneLabel} emailLabel={copy.cta.emailLabel} />}
      />
    </>
  );
}
