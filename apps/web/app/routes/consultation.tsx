import { makesFeeClaim } from "@firm/content/fee-claims";
import { firm } from "@firm/content/firm";
import { ButtonLink } from "@firm/ui/button-link";
import { Container } from "@firm/ui/container";
import { Hero } from "@firm/ui/hero";
import * as styles from "../features/consultation/consultation.css.ts";
import consultationForm from "../features/consultation/consultation-form.island.tsx";
import { ConsultationPrivacy, ImmediateAssistance } from "../features/consultation/consultation-help.tsx";
import { Island } from "../islands/island.tsx";
import { copyLoader } from "../lib/copy.server.ts";
import { useCopy } from "../lib/copy.ts";
import { routeMeta } from "../lib/seo.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/consultation";

export const loader = copyLoader(["consultation", "formsCommon"]);

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (copy) => copy.pageMeta?.consultation);
}

/**
 * Free consultation (docs/product.md#2-routes): hero with the emergency call link (the no-fee claim beside its costs
 * disclosure), the six-group form with its submit box, the privacy note and immediate assistance.
 */
export default function ConsultationPage() {
  const { locale, text } = useLocale();
  const compliance = useCopy("compliance");
  const copy = useCopy("consultation");
  return (
    <>
      <Hero
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        description={makesFeeClaim(copy.hero) ? compliance.costsDisclosure : undefined}
        actions={
          <>
            <ButtonLink href={firm.phones.tollFree.href} variant="call" size="lg">
              {text(copy.hero.emergencyCall)}
            </ButtonLink>
            <p className={styles.heroAvailability}>{copy.hero.availability}</p>
            <p className={styles.heroAvailability}>{copy.hero.call911}</p>
          </>
        }
      />
      <div className={styles.band}>
        <Container>
          <div className={styles.layout}>
            <Island of={consultationForm} props={{ locale }} />
            <ConsultationPrivacy />
          </div>
        </Container>
      </div>
      <ImmediateAssistance />
    </>
  );
}
