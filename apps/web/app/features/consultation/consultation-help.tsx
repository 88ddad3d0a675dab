import { consultation } from "@firm/content/dictionaries/consultation";
import { firm } from "@firm/content/firm";
import type { Locale } from "@firm/content/locale";
import { ButtonLink } from "@firm/ui/button-link";
import { CtaBand } from "@firm/ui/cta-band";
import { Heading } from "@firm/ui/heading";
import { Text } from "@firm/ui/text";
import * as styles from "./consultation.css.ts";

/** The privacy and confidentiality note under the consultation form. */
export function ConsultationPrivacy({ locale }: { locale: Locale }) {
  const copy = consultation[locale].privacy;
  return (
    <section className={styles.note} aria-labelledby="consultation-privacy-heading">
      <Heading level={2} size="md" id="consultation-privacy-heading">
        {copy.heading}
      </Heading>
      <Text>{copy.text}</Text>
    </section>
  );
}

/** Spec §2 Free consultation: the immediate-assistance band with phone and e-mail. */
export function ImmediateAssistance({ locale }: { locale: Locale }) {
  const copy = consultation[locale].immediateAssistance;
  return (
    <CtaBand
      title={copy.heading}
      text={copy.text}
      actions={
        <ButtonLink href={firm.phones.tollFree.href} variant="call" size="lg">
          {copy.call} {firm.phones.tollFree.display}
        </ButtonLink>
      }
      contacts={
        <ButtonLink href={`mailto:${firm.email}`} variant="secondary">
          {copy.email}
        </ButtonLink>
      }
    />
  );
}
