import * as styles from "./process-steps.css.ts";

export type ProcessStep = { title: string; description: string };

export type ProcessStepsProps = {
  steps: readonly ProcessStep[];
  headingLevel?: 3 | 4;
};

/** Numbered steps of a process (an ordered list, the numbers drawn beside each title). */
export function ProcessSteps({ steps, headingLevel = 3 }: ProcessStepsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.list}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
