import * as styles from "./result-tile.css.ts";

export type ResultTileProps = {
  /** The recovered amount as displayed, e.g. "$6 million". */
  amount: string;
  title: string;
  description?: string;
  headingLevel?: 3 | 4;
};

/** One result of the track record: the amount stands out above the case type. */
export function ResultTile({ amount, title, description, headingLevel = 3 }: ResultTileProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.tile}>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.amount}>{amount}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
    </article>
  );
}
