import { Icon } from "../icon/icon.tsx";
import * as styles from "./quote.css.ts";

export type QuoteProps = {
  text: string;
  /** Who said it, e.g. "Elena Solano Reyes, Founding Attorney". */
  attribution: string;
};

/** A quotation with its source (figure, blockquote and figcaption). */
export function Quote({ text, attribution }: QuoteProps) {
  return (
    <figure className={styles.figure}>
      <Icon name="quote" size="lg" className={styles.mark} />
      <blockquote className={styles.text}>
        <p className={styles.text}>{text}</p>
      </blockquote>
      <figcaption className={styles.caption}>{attribution}</figcaption>
    </figure>
  );
}
