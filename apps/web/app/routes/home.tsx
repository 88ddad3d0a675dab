import { home } from "@firm/content/dictionaries/home";
import { pageMeta } from "@firm/content/dictionaries/page-meta";
import { CtaBand } from "@firm/ui/cta-band";
import { ContactLinks } from "../features/pages/contact-links.tsx";
import { HomeAbout } from "../features/pages/home-about.tsx";
import { HomeAttorneysBand } from "../features/pages/home-attorneys-band.tsx";
import { HomeContactSection } from "../features/pages/home-contact-section.tsx";
import { HomeHero } from "../features/pages/home-hero.tsx";
import { PageButton } from "../features/pages/page-actions.tsx";
import { PageSection } from "../features/pages/page-section.tsx";
import { ProcessSection } from "../features/pages/process-section.tsx";
import { ServiceGrid } from "../features/pages/service-grid.tsx";
import { routeMeta } from "../lib/seo.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/home";

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => pageMeta[locale].home);
}

/** Spec §2 Home, section by section. */
export default function Home() {
  const { locale, text } = useLocale();
  const copy = home[locale];
  return (
    <>
      <HomeHero />
      <HomeAttorneysBand />
      <ProcessSection heading={copy.process.heading} intro={copy.process.intro} steps={copy.process.steps} />
      <CtaBand
        title={copy.journey.heading}
        text={copy.journey.text}
        actions={<PageButton to="/consultation">{copy.journey.button}</PageButton>}
        contacts={<ContactLinks phoneLabel={copy.journey.phoneLabel} emailLabel={copy.journey.emailLabel} />}
      />
      <HomeAbout />
      <PageSection id="practice-areas" tone="muted" title={copy.services.heading} intro={copy.services.intro}>
        <ServiceGrid />
      </PageSection>
      <CtaBand
        title={copy.finalCta.heading}
        text={text(copy.finalCta.text)}
        actions={<PageButton to="/contact">{copy.finalCta.button}</PageButton>}
        contacts={
          <ContactLinks phoneLabel={copy.finalCta.phoneLabel} emailLabel={copy.finalCta.emailLabel} />
        }
      />
      <HomeContactSection />
    </>
  );
}
