import { type Ref, useId } from "react";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./error-summary.css.ts";

export type FieldErrorLink = { fieldId: string; message: string };

export type ErrorSummaryProps = {
  title: string;
  errors: readonly FieldErrorLink[];
  /** Move focus here after a failed submit: the summary is focusable (tabIndex -1). */
  ref?: Ref<HTMLElement>;
  headingLevel?: 2 | 3;
};

/** A list of a form's errors, each linking to (and focusing) its field. */
export function ErrorSummary({ title, errors, ref, headingLevel = 2 }: ErrorSummaryProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={titleId} className={styles.summary}>
      <Heading id={titleId} className={styles.title}>
        <Icon name="alert" />
        {title}
      </Heading>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              className={styles.link}
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const target = document.getElementById(error.fieldId);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: "center" });
                target.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
