import type { LegalSection } from "@firm/content/dictionaries/legal-section";
import { firm } from "@firm/content/firm";
import { Container } from "@firm/ui/container";
import { Heading } from "@firm/ui/heading";
import { Section } from "@firm/ui/section";
import { Text } from "@firm/ui/text";
import { useLocale } from "../../lib/use-locale.ts";
import * as styles from "./legal-page.css.ts";
import { copySegments } from "./site-value-links.ts";

/** A contact line with its phone number and e-mail address as links. */
function ContactLine({ copy }: { copy: string }) {
  const { locale } = useLocale();
  return (
    <p className={styles.contact}>
      {copySegments(copy, locale).map((segment, index) => {
        const key = `${segment.kind}-${index}`;
        if (segment.kind === "phone") {
          return (
            <a key={key} href={firm.phones.tollFree.href}>
              {firm.phones.tollFree.display}
            </a>
          );
        }
        if (segment.kind === "email") {
          return (
            <a key={key} href={`mailto:${firm.email}`}>
              {firm.email}
            </a>
          );
        }
        return <span key={key}>{segment.text}</span>;
      })}
    </p>
  );
}

type LegalPageProps = {
  title: string;
  /** "Last updated …" under the title. */
  dated: string;
  intro?: string;
  sections: readonly LegalSection[];
};

/** The privacy policy and the accessibility statement: numbered headings, paragraphs, lists, contacts. */
export function LegalPage({ title, dated, intro, sections }: LegalPageProps) {
  const { text } = useLocale();
  return (
    <>
      <Section tone="muted" labelledBy="legal-title">
        <Container width="text">
          <div className={styles.header}>
            <Heading level={1} id="legal-title">
              {title}
            </Heading>
            <Text tone="eyebrow">{dated}</Text>
          </div>
        </Container>
      </Section>
      <Section>
        <Container width="text">
          <div className={styles.body}>
            {intro ? <Text size="lg">{text(intro)}</Text> : null}
            {sections.map((section, index) => {
              const titleId = `legal-section-${index + 1}`;
              return (
                <section key={section.title} aria-labelledby={titleId} className={styles.section}>
                  <Heading level={2} size="lg" id={titleId}>
                    {text(section.title)}
                  </Heading>
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph}>{text(paragraph)}</Text>
                  ))}
                  {section.items ? (
                    <ul className={styles.list}>
                      {section.items.map((item) => (
                        <li key={item}>{text(item)}</li>
                      ))}
                    </ul>
                  ) : null}
                  {section.contact ? <ContactLine copy={section.contact} /> : null}
                </section>
              );
            })}
          </div>
        </Container>
      </Section>
    </>
  );
}
