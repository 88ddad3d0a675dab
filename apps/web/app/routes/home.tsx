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
import { copyLoader } from "../lib/copy.server.ts";
import { useCopy } from "../lib/copy.ts";
import { routeMeta } from "../lib/seo.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/home";

export const loader = copyLoader(["home", "serviceCards", "homeContact", "formsCommon"]);

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (copy) => copy.pageMeta?.home);
}

/** Home (docs/product.md#2-routes), section by section. */
export default function Home() {
  const { text } = useLocale();
  const copy = useCopy("home");
  return (
    <>
      <HomeHero copy={copy.hero} />
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
