import { Container } from "@firm/ui/container";
import { Heading } from "@firm/ui/heading";
import { Section, type SectionProps } from "@firm/ui/section";
import { Text } from "@firm/ui/text";
import type { ReactNode } from "react";
import * as styles from "./pages.css.ts";

type SectionHeaderProps = { titleId: string; title: string; intro?: string; level?: 2 | 3 };

/** A section's heading and its introduction, under a short brass rule. */
export function SectionHeader({ titleId, title, intro, level = 2 }: SectionHeaderProps) {
  return (
    <div className={styles.sectionHeader}>
      <Heading level={level} id={titleId}>
        {title}
      </Heading>
      {intro ? (
        <Text size="lg" tone="muted">
          {intro}
        </Text>
      ) : null}
    </div>
  );
}

type PageSectionProps = {
  /** The section's id; its heading is `<id>-title` and names the region. */
  id: string;
  title: string;
  intro?: string;
  tone?: SectionProps["tone"];
  /** "split": the heading (and `lead`) in a column beside the content on large screens. */
  layout?: "stacked" | "split";
  /** More of the lead column in a split layout (paragraphs, a link). */
  lead?: ReactNode;
  /** Keep a short lead column in view beside long content (large screens). */
  stickyLead?: boolean;
  children: ReactNode;
};

/** A page section: tone, width, heading with introduction, then its content. */
export function PageSection({
  id,
  title,
  intro,
  tone,
  layout = "stacked",
  lead,
  stickyLead = false,
  children,
}: PageSectionProps) {
  const titleId = `${id}-title`;
  const header = <SectionHeader titleId={titleId} title={title} intro={intro} />;
  return (
    <Section id={id} tone={tone} labelledBy={titleId}>
      <Container>
        {layout === "split" ? (
          <div className={styles.split}>
            <div className={stickyLead ? styles.sticky : styles.column}>
              {header}
              {lead}
            </div>
            <div className={styles.column}>{children}</div>
          </div>
        ) : (
          <div className={styles.sectionBody}>
            {header}
            {children}
          </div>
        )}
      </Container>
    </Section>
  );
}

/** Small print (costs disclosure, results disclaimer) placed right by what it qualifies. */
export function FinePrint({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} className={styles.finePrint}>
      {children}
    </p>
  );
}
