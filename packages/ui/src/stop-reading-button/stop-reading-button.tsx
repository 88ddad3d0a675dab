import { Button } from "../button/button.tsx";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./stop-reading-button.css.ts";

export type StopReadingButtonProps = {
  /** The visible name, in the page's language (e.g. "Stop reading"). */
  label: string;
  /** Speech is under way: the button shows; otherwise nothing is rendered. */
  speaking: boolean;
  onStop: () => void;
};

/**
 * Text to speech's stop button on the page itself (docs/product.md#3-shared-parts-of-every-page: "A stop-reading button appears while
 * speech is active"), so speech can be stopped with the accessibility panel closed. Fixed at the
 * bottom centre, above the row of the corners' floating buttons, so it never covers them.
 * `data-speech-control`: clicking it is never read aloud.
 */
export function StopReadingButton({ label, speaking, onStop }: StopReadingButtonProps) {
  if (!speaking) return null;
  return (
    <div className={styles.placement} data-state="speaking" data-speech-control>
      <Button variant="attention" onClick={onStop} className={styles.button}>
        <Icon name="stop" />
        {label}
      </Button>
    </div>
  );
}
