import { type ReactNode, useId } from "react";
import * as styles from "./field.css.ts";

export type FieldProps = {
  label: string;
  required?: boolean;
  hint?: string;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string;
};

export type ControlProps = {
  id: string;
  required?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  className: string;
};

/** Label, required asterisk, hint and error around one control, wired by id and aria-describedby. */
export function FieldFrame({
  label,
  required,
  hint,
  error,
  children,
}: FieldProps & {
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field} data-state={error ? "invalid" : "valid"}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        required,
        className: styles.control,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
      })}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
