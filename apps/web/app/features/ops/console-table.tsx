import { type ReactNode, useId } from "react";
import * as styles from "./ops.css.ts";

/**
 * A console data table: a caption, one header row of `columns`, and the rows given as children.
 * It scrolls sideways on a phone, so its region is focusable (a keyboard can scroll it too) and
 * named by the caption.
 */
export function ConsoleTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.cell}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={styles.cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
