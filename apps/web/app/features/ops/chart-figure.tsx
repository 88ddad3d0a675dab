import { type ReactNode, useId } from "react";
import { useCopy } from "../../lib/copy.ts";
import { ConsoleTable } from "./console-table.tsx";
import * as styles from "./figures.css.ts";

/** The chart's numbers as a table: each row's header (a label, or a link), then its values. */
export type ChartTable = {
  columns: readonly string[];
  rows: readonly (readonly [ReactNode, ...string[]])[];
};

/**
 * One of the figures: a <figure> named by its caption, the chart drawn as SVG on the
 * server (an image named by the same caption, described by `summary`), and the same numbers as a
 * table behind a disclosure that works without script.
 */
export function ChartFigure({
  title,
  summary,
  width,
  height,
  table,
  children,
}: {
  title: string;
  summary?: string | undefined;
  width: number;
  height: number;
  table: ChartTable;
  children: ReactNode;
}) {
  const { figures } = useCopy("opsConsole");
  const captionId = useId();
  const summaryId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      {summary ? <p id={summaryId}>{summary}</p> : null}
      <svg
        role="img"
        aria-labelledby={captionId}
        aria-describedby={summary ? summaryId : undefined}
        viewBox={`0 0 ${width} ${height}`}
        className={styles.chart}
      >
        <title>{title}</title>
        {children}
      </svg>
      <details>
        <summary className={styles.summary}>{figures.showTable}</summary>
        <ConsoleTable caption={title} columns={table.columns}>
          {table.rows.map(([label, ...values], row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a chart's rows are fixed for its render
            <tr key={row}>
              <th scope="row" className={styles.cell}>
                {label}
              </th>
              {values.map((value, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the table's header
                <td key={column} className={styles.cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </ConsoleTable>
      </details>
    </figure>
  );
}
