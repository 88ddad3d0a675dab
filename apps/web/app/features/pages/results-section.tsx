import { firm } from "@firm/content/firm";
import { ResultTile } from "@firm/ui/result-tile";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { FinePrint, PageSection } from "./page-section.tsx";
import { resultAmount } from "./result-amount.ts";
import * as tiles from "./tiles.css.ts";

/** The track record: nine results, each amount from the firm's figures, with the results disclaimer. */
export function ResultsSection() {
  const { locale } = useLocale();
  const copy = useCopy("about").trackRecord;
  const compliance = useCopy("compliance");
  return (
    <PageSection id="track-record" tone="muted" title={copy.heading} intro={copy.intro}>
      <ul className={`${tiles.grid} ${tiles.columns[3]}`}>
        {firm.results.map((result) => (
          <li key={result.id}>
            <ResultTile
              amount={resultAmount(result, locale, copy.overPrefix)}
              title={copy.results[result.id].title}
              description={copy.results[result.id].description}
            />
          </li>
        ))}
      </ul>
      <FinePrint>{compliance.resultsDisclaimer}</FinePrint>
    </PageSection>
  );
}
