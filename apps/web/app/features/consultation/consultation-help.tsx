import { firm } from "@firm/content/firm";
import { ButtonLink } from "@firm/ui/button-link";
import { CtaBand } from "@firm/ui/cta-band";
import { Heading } from "@firm/ui/heading";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import * as styles from "./consultation.css.ts";

/** The privacy and confidentiality note under the consultation form. */
export function ConsultationPrivacy() {
  const copy = useCopy("consultation").privacy;
  return (
    <section className={styles.note} aria-labelledby="consultation-privacy-heading">
      <Heading level={2} size="md" id="consultation-privacy-heading">
        {copy.heading}
      </Heading>
      <Text>{copy.text}</Text>
    </section>
  );
}

/** Free consultation (docs/product.md#2-routes): the immediate-assistance band with phone and e-mail. */
export function ImmediateAssistance() {
  const copy = useCopy("consultation").immediateAssistance;
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
