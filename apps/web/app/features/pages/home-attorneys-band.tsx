import { Container } from "@firm/ui/container";
import { Section } from "@firm/ui/section";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import * as styles from "./home.css.ts";
import { FinePrint, SectionHeader } from "./page-section.tsx";

/**
 * "Attorneys on your side": the message, and the firm's experience, results (with the results
 * disclaimer) and availability.
 */
export function HomeAttorneysBand() {
  const { text } = useLocale();
  const compliance = useCopy("compliance");
  const copy = useCopy("home").attorneysBand;
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
            <FinePrint>{compliance.resultsDisclaimer}</FinePrint>
          </div>
        </div>
      </Container>
    </Section>
  );
}
