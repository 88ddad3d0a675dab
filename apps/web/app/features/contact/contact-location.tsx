import type { Locale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { ButtonLink } from "@firm/ui/button-link";
import { Container } from "@firm/ui/container";
import { Heading } from "@firm/ui/heading";
import { Section } from "@firm/ui/section";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { Island } from "../../islands/island.tsx";
import { useCopy } from "../../lib/copy.ts";
import contactMap from "./contact-map.island.tsx";
import * as styles from "./contact-page.css.ts";
import { directionsUrl, mapEmbedUrl } from "./maps.ts";

/** Contact (docs/product.md#2-routes), location: a click-to-load map, driving directions and a get-directions link. */
export function ContactLocation({ locale }: { locale: Locale }) {
  const copy = useCopy("contactPage").location;
  return (
    <Section tone="muted" labelledBy="contact-location-heading">
      <Container>
        <Stack gap="lg">
          <Heading level={2} id="contact-location-heading">
            {copy.heading}
          </Heading>
          <Text>{withSiteValues(copy.intro, locale)}</Text>
          <div className={styles.location}>
            <Island
              of={contactMap}
              props={{
                src: mapEmbedUrl(locale),
                title: copy.map.title,
                loadLabel: copy.map.button,
                note: copy.map.note,
              }}
            />
            <div className={styles.directions}>
              <Heading level={3}>{copy.directionsHeading}</Heading>
              {copy.directions.map((direction) => (
                <div key={direction.from} className={styles.group}>
                  <Heading level={4}>{direction.from}</Heading>
                  <Text>{direction.steps}</Text>
                </div>
              ))}
              <Text>{withSiteValues(copy.arrival, locale)}</Text>
              <ButtonLink href={directionsUrl} variant="secondary">
                {copy.getDirections}
              </ButtonLink>
            </div>
          </div>
        </Stack>
      </Container>
    </Section>
  );
}
