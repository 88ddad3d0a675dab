import { firm } from "@firm/content/firm";
import { Grid } from "@firm/ui/grid";
import { ServiceCard } from "@firm/ui/service-card";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { practiceCardImage } from "./hero-media.ts";

/** The 16 practice areas as cards, each with its picture and linking to its page (home and What We Do). */
export function ServiceGrid() {
  const { href } = useLocale();
  const copy = useCopy("serviceCards");
  return (
    <Grid as="ul" minColumn="md" gap="lg">
      {firm.practiceSlugs.map((slug) => {
        const card = copy.cards[slug];
        return (
          <li key={slug}>
            <ServiceCard
              title={card.title}
              description={card.description}
              href={href(`/services/${slug}`)}
              learnMoreLabel={copy.learnMore}
              linkContext={`${copy.learnMoreContext} ${card.title}`}
              image={practiceCardImage(slug)}
            />
          </li>
        );
      })}
    </Grid>
  );
}
