import { Icon } from "../icon/icon.tsx";
import * as styles from "./field.css.ts";

/** Ids of a control's hint and error, and the aria-describedby that names them (hint first). */
export function describedByIds(id: string, hint?: string, error?: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined };
}

/** The required asterisk; the control's `required` attribute is what assistive technology announces. */
export function RequiredMark() {
  return (
    <span className={styles.asterisk} aria-hidden="true">
      *
    </span>
  );
}

export function FieldHint({ id, text }: { id?: string; text?: string }) {
  return text ? (
    <span id={id} className={styles.hint}>
      {text}
    </span>
  ) : null;
}

/** An error message: colour plus an icon, so it does not rely on colour alone. */
export function FieldError({ id, text }: { id?: string; text?: string }) {
  return text ? (
    <span id={id} className={styles.error}>
      <Icon name="alert" size="sm" />
      {text}
    </span>
  ) : null;
}
