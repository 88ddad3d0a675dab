import { type ProcessStep, ProcessSteps } from "@firm/ui/process-steps";
import { PageSection } from "./page-section.tsx";

type Props = { heading: string; intro: string; steps: readonly ProcessStep[] };

/** The legal process as numbered steps beside its heading (home: 7 steps, What We Do: 4). */
export function ProcessSection({ heading, intro, steps }: Props) {
  return (
    <PageSection id="process" tone="muted" title={heading} intro={intro} layout="split" stickyLead>
      <ProcessSteps steps={steps} />
    </PageSection>
  );
}
