import { compliance } from "@firm/content/dictionaries/compliance";
import { home } from "@firm/content/dictionaries/home";
import { Container } from "@firm/ui/container";
import { Section } from "@firm/ui/section";
import { Text } from "@firm/ui/text";
import { useLocale } from "../../lib/use-locale.ts";
import * as styles from "./home.css.ts";
import { FinePrint, SectionHeader } from "./page-section.tsx";

/**
 * "Attorneys on your side": the message, and the firm's experience, results (with the results
 * disclaimer) and availability.
 */
export function HomeAttorneysBand() {
  const { locale, text } = useLocale();
  const copy = home[locale].attorneysBand;
  return (
    <Section labelledBy="attorneys-title">
      <Container>
        <div className={styles.band}>
          <div className={styles.column}>
            <SectionHeader titleId="attorneys-title" title={copy.heading} />
            <Text size="lg">{copy.text}</Text>
          </div>
          <div className={styles.column}>
            <ul className={styles.highlights}>
              {copy.highlights.map((highlight) => (
                <li key={highlight.description} className={styles.highlight}>
                  <span className={styles.highlightValue}>{text(highlight.title)}</span>{" "}
                  <span className={styles.highlightText}>{highlight.description}</span>
                </li>
              ))}
            </ul>
            <FinePrint>{compliance[locale].resultsDisclaimer}</FinePrint>
          </div>
        </div>
      </Container>
    </Section>
  );
}
