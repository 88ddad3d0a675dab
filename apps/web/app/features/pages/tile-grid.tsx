import { useLocale } from "../../lib/use-locale.ts";
import * as styles from "./tiles.css.ts";

export type Tile = { readonly title: string; readonly description: string };

type TileGridProps = {
  items: readonly Tile[];
  headingLevel?: 3 | 4;
  /** Columns on large screens (one on phones, two on tablets). */
  columns?: 2 | 3 | 4;
  /** Id of a note that qualifies some tiles (e.g. the costs disclosure by a no-fee claim). */
  describedBy?: (tile: Tile) => string | undefined;
};

/** Points of a section as cards in a grid (a list: their order carries no meaning). */
export function TileGrid({ items, headingLevel = 3, columns = 3, describedBy }: TileGridProps) {
  const { text } = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`${styles.grid} ${styles.columns[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.tile} aria-describedby={describedBy?.(item)}>
          <Heading className={styles.title}>{text(item.title)}</Heading>
          <p className={styles.text}>{text(item.description)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Exactly three issues, numbered, side by side from tablet width. */
export function IssueList({ items }: { items: readonly Tile[] }) {
  const { text } = useLocale();
  return (
    <ol className={styles.issues}>
      {items.map((item) => (
        <li key={item.title} className={styles.issue}>
          <h3 className={styles.title}>{text(item.title)}</h3>
          <p className={styles.text}>{text(item.description)}</p>
        </li>
      ))}
    </ol>
  );
}
