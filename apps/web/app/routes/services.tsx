import { makesFeeClaim } from "@firm/content/fee-claims";
import { CtaBand } from "@firm/ui/cta-band";
import { Hero } from "@firm/ui/hero";
import { ContactLinks } from "../features/pages/contact-links.tsx";
import { pageHeroBackground } from "../features/pages/hero-media.ts";
import { CallButton, PageButton } from "../features/pages/page-actions.tsx";
import { FinePrint, PageSection } from "../features/pages/page-section.tsx";
import { ProcessSection } from "../features/pages/process-section.tsx";
import { ServiceGrid } from "../features/pages/service-grid.tsx";
import { TileGrid } from "../features/pages/tile-grid.tsx";
import { copyLoader } from "../lib/copy.server.ts";
import { useCopy } from "../lib/copy.ts";
import { routeMeta } from "../lib/seo.ts";
import type { Route } from "./+types/services";

export const loader = copyLoader(["services", "serviceCards"]);

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (copy) => copy.pageMeta?.services);
}

const costsNoteId = "services-costs-disclosure";

/** What We Do (docs/product.md#2-routes): the 16 practice areas, the process, why choose us and a consultation call to action. */
export default function Services() {
  const compliance = useCopy("compliance");
  const copy = useCopy("services");
  const noFee = copy.whyChoose.tiles.some(makesFeeClaim);
  return (
    <>
      <Hero
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        background={pageHeroBackground}
        actions={
          <>
            <PageButton to="/consultation">{copy.hero.primaryButton}</PageButton>
            <CallButton label={copy.hero.callNow} ariaLabel={copy.hero.callNowAriaLabel} />
          </>
        }
      />
      <PageSection id="practice-areas" title={copy.grid.heading} intro={copy.grid.intro}>
        <ServiceGrid />
      </PageSection>
      <ProcessSection heading={copy.process.heading} intro={copy.process.intro} steps={copy.process.steps} />
      <PageSection id="why-choose" title={copy.whyChoose.heading}>
        <TileGrid
          items={copy.whyChoose.tiles}
          columns={4}
          describedBy={(tile) => (makesFeeClaim(tile) ? costsNoteId : undefined)}
        />
        {noFee ? <FinePrint id={costsNoteId}>{compliance.costsDisclosure}</FinePrint> : null}
      </PageSection>
      <CtaBand
        title={copy.cta.heading}
        text={copy.cta.text}
        actions={<PageButton to="/consultation">{copy.cta.button}</PageButton>}
        contacts={<ContactLinks phoneLabel={copy.cta.phoneLabel} emailLabel={copy.cta.emailLabel} />}
      />
    </>
  );
}
