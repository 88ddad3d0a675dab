import { makesFeeClaim } from "@firm/content/fee-claims";
import { CheckList } from "@firm/ui/check-list";
import { Heading } from "@firm/ui/heading";
import { Quote } from "@firm/ui/quote";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import * as styles from "./home.css.ts";
import { PageButton } from "./page-actions.tsx";
import { FinePrint, PageSection } from "./page-section.tsx";

/**
 * About the firm on the home page: the founder's line, two quotes (the client's testimonial with its
 * disclaimer), a link to About, and the seven reasons clients choose the firm (with the costs
 * disclosure where the copy declares the no-fee claim).
 */
export function HomeAbout() {
  const { text } = useLocale();
  const compliance = useCopy("compliance");
  const copy = useCopy("home").aboutSection;
  const legal = compliance;
  const reasons = copy.whyUs.reasons.map((reason) => ({
    title: text(reason.title),
    description: reason.description,
  }));
  return (
    <PageSection
      id="about-firm"
      title={copy.heading}
      layout="split"
      lead={
        <>
          <p className={styles.founder}>{text(copy.founderLine)}</p>
          <div className={styles.column}>
            {copy.quotes.map((quote) => (
              <Quote key={quote.text} text={quote.text} attribution={text(quote.attribution)} />
            ))}
            <FinePrint>{legal.testimonialDisclaimer}</FinePrint>
          </div>
          <div>
            <PageButton to="/about" variant="secondary" size="md">
              {copy.learnMore}
            </PageButton>
          </div>
        </>
      }
    >
      <Heading level={3} size="lg">
        {copy.whyUs.heading}
      </Heading>
      <CheckList items={reasons} />
      {copy.whyUs.reasons.some(makesFeeClaim) ? <FinePrint>{legal.costsDisclosure}</FinePrint> : null}
    </PageSection>
  );
}
