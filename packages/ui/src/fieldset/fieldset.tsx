import { type ReactNode, useId } from "react";
import * as styles from "./fieldset.css.ts";

export type FieldsetProps = {
  legend: string;
  /** A sentence under the legend, read with the group. */
  intro?: string;
  children: ReactNode;
};

/** A group of related fields with a legend (e.g. one of the consultation form's six groups). */
export function Fieldset({ legend, intro, children }: FieldsetProps) {
  const introId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={intro ? introId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {intro ? (
        <p id={introId} className={styles.intro}>
          {intro}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
