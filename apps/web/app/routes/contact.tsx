import { firm } from "@firm/content/firm";
import { ButtonLink } from "@firm/ui/button-link";
import { Container } from "@firm/ui/container";
import { Heading } from "@firm/ui/heading";
import { Hero } from "@firm/ui/hero";
import { Text } from "@firm/ui/text";
import { ContactInfo } from "../features/contact/contact-info.tsx";
import { ContactLocation } from "../features/contact/contact-location.tsx";
import * as styles from "../features/contact/contact-page.css.ts";
import contactPageForm from "../features/contact/contact-page-form.island.tsx";
import { Island } from "../islands/island.tsx";
import { copyLoader } from "../lib/copy.server.ts";
import { useCopy } from "../lib/copy.ts";
import { routeMeta } from "../lib/seo.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/contact";

export const loader = copyLoader(["contactPage", "formsCommon"]);

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (copy) => copy.pageMeta?.contact);
}

/** Contact (docs/product.md#2-routes): hero, the form beside the contact details, and the office's location. */
export default function ContactPage() {
  const { locale, text, href } = useLocale();
  const copy = useCopy("contactPage");
  return (
    <>
      <Hero
        title={copy.hero.title}
        subtitle={text(copy.hero.subtitle)}
        actions={
          <>
            <ButtonLink href={firm.phones.tollFree.href} variant="call" size="lg">
              <span>
                {copy.hero.callNow} <span className={styles.heroPhone}>{firm.phones.tollFree.display}</span>
              </span>
            </ButtonLink>
            <ButtonLink href={href("/consultation")} variant="accent" size="lg">
              {copy.hero.consultation}
            </ButtonLink>
          </>
        }
      />
      <div className={styles.band}>
        <Container>
          <div className={styles.columns}>
            <section className={styles.card} aria-labelledby="contact-form-heading">
              <Heading level={2} size="lg" id="contact-form-heading">
                {copy.form.heading}
              </Heading>
              <Text>{copy.form.intro}</Text>
              <Island of={contactPageForm} props={{ locale }} />
            </section>
            <ContactInfo />
          </div>
        </Container>
      </div>
      <ContactLocation locale={locale} />
    </>
  );
}
