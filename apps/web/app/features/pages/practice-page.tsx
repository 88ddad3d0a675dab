import type { PracticePageCopy, PracticeSection } from "@firm/content/dictionaries/practice/practice-page";
import { makesFeeClaim } from "@firm/content/fee-claims";
import type { PracticeSlug } from "@firm/content/firm";
import { CheckList } from "@firm/ui/check-list";
import { Container } from "@firm/ui/container";
import { CtaBand } from "@firm/ui/cta-band";
import { Hero } from "@firm/ui/hero";
import { ProcessSteps } from "@firm/ui/process-steps";
import { Section, type SectionProps } from "@firm/ui/section";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ContactLinks } from "./contact-links.tsx";
import { practiceHeroBackground } from "./hero-media.ts";
import { CallButton, PageButton } from "./page-actions.tsx";
import { FinePrint, PageSection, SectionHeader } from "./page-section.tsx";
import * as styles from "./pages.css.ts";
import * as practiceStyles from "./practice.css.ts";
import { IssueList, TileGrid } from "./tile-grid.tsx";

const costsNoteId = "practice-costs-disclosure";

/** Sections alternate tones after the (plain) introduction. */
const toneAt = (index: number): SectionProps["tone"] => (index % 2 === 0 ? "muted" : "default");

/**
 * One practice section: numbered steps as a process, exactly three items as the three-column issue
 * list, the first list as cards, other lists as check lists beside their heading.
 */
function PracticeSectionView({ section, index }: { section: PracticeSection; index: number }) {
  const { text } = useLocale();
  const common = { id: `section-${index + 1}`, title: text(section.title), tone: toneAt(index) };
  const intro = section.intro ? text(section.intro) : undefined;
  if (section.numbered) {
    return (
      <PageSection {...common} intro={intro} layout="split" stickyLead>
        <ProcessSteps
          steps={section.items.map((item) => ({
            title: text(item.title),
            description: text(item.description),
          }))}
        />
      </PageSection>
    );
  }
  if (section.items.length === 3) {
    return (
      <PageSection {...common} intro={intro}>
        <IssueList items={section.items} />
      </PageSection>
    );
  }
  if (index === 0) {
    return (
      <PageSection {...common} intro={intro}>
        <TileGrid items={section.items} columns={section.items.length % 4 === 0 ? 4 : 3} />
      </PageSection>
    );
  }
  return (
    <PageSection {...common} intro={intro} layout="split" stickyLead>
      <CheckList
        items={section.items.map((item) => ({
          title: text(item.title),
          description: text(item.description),
        }))}
      />
    </PageSection>
  );
}

/** The practice pages (docs/product.md#2-routes): one layout for all 16, filled from the page's dictionary, each with its picture. */
export function PracticePage({ slug, copy }: { slug: PracticeSlug; copy: PracticePageCopy }) {
  const { text } = useLocale();
  const compliance = useCopy("compliance");
  const common = useCopy("practiceCommon");
  const noFee = copy.reasons.items.some(makesFeeClaim);
  const contactLinks = <ContactLinks phoneLabel={common.phoneLabel} emailLabel={common.emailLabel} />;
  return (
    <>
      <Hero
        title={text(copy.hero.title)}
        subtitle={text(copy.hero.subtitle)}
        background={practiceHeroBackground(slug)}
        actions={
          <>
            <CallButton label={common.callNow} ariaLabel={common.callNowAriaLabel} />
            <PageButton to="/contact">{common.sendMessage}</PageButton>
          </>
        }
      />
      <Section labelledBy="overview-title">
        <Container>
          <div className={practiceStyles.overview}>
            <div className={practiceStyles.header}>
              <SectionHeader titleId="overview-title" title={text(copy.intro.title)} />
            </div>
            <div className={practiceStyles.text}>
              {copy.intro.paragraphs.map((paragraph) => (
                <Text key={paragraph} size="lg">
                  {text(paragraph)}
                </Text>
              ))}
            </div>
            <div className={`${styles.card} ${practiceStyles.card}`}>
              {contactLinks}
              <div>
                <PageButton to="/consultation" variant="primary" size="md">
                  {copy.cta.button}
                </PageButton>
              </div>
            </div>
          </div>
        </Container>
      </Section>
      {copy.sections.map((section, index) => (
        <PracticeSectionView key={section.title} section={section} index={index} />
      ))}
      <PageSection id="reasons" title={text(copy.reasons.title)} tone={toneAt(copy.sections.length)}>
        <TileGrid
          items={copy.reasons.items}
          describedBy={(item) => (makesFeeClaim(item) ? costsNoteId : undefined)}
        />
        {noFee ? <FinePrint id={costsNoteId}>{compliance.costsDisclosure}</FinePrint> : null}
      </PageSection>
      <CtaBand
        title={text(copy.cta.title)}
        text={text(copy.cta.text)}
        actions={<PageButton to="/consultation">{copy.cta.button}</PageButton>}
        contacts={contactLinks}
      />
    </>
  );
}
