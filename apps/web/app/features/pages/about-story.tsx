import { makesFeeClaim } from "@firm/content/fee-claims";
import { CheckList } from "@firm/ui/check-list";
import { Heading } from "@firm/ui/heading";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import * as styles from "./about.css.ts";
import { FinePrint, PageSection } from "./page-section.tsx";
import * as pageStyles from "./pages.css.ts";

/** Our story (three paragraphs) beside the six reasons to choose the firm. */
export function AboutStory() {
  const { text } = useLocale();
  const copy = useCopy("about");
  const compliance = useCopy("compliance");
  const points = copy.whyChoose.points.map((point) => ({
    title: text(point.title),
    description: point.description,
  }));
  const feeClaim = copy.whyChoose.points.some(makesFeeClaim);
  return (
    <PageSection
      id="story"
      title={copy.story.heading}
      layout="split"
      lead={
        <div className={styles.paragraphs}>
          {copy.story.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </div>
      }
    >
      <div className={pageStyles.card}>
        <Heading level={3} size="lg">
          {copy.whyChoose.heading}
        </Heading>
        <CheckList items={points} />
        {feeClaim ? <FinePrint>{compliance.costsDisclosure}</FinePrint> : null}
      </div>
    </PageSection>
  );
}
