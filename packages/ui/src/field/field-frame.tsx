import { type ReactNode, useId } from "react";
import * as styles from "./field.css.ts";
import { describedByIds, FieldError, FieldHint, RequiredMark } from "./field-messages.tsx";

export type FieldProps = {
  label: string;
  /** The control's id (for an error summary link); generated when absent. */
  id?: string;
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

/**
 * Label, required asterisk, hint and error around one control, wired by id and aria-describedby.
 * `data-state` is "invalid" with an error, else "valid".
 */
export function FieldFrame({
  id: givenId,
  label,
  required,
  hint,
  error,
  children,
}: FieldProps & {
  children: (control: ControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const { hintId, errorId, describedBy } = describedByIds(id, hint, error);
  return (
    <div className={styles.field} data-state={error ? "invalid" : "valid"}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        required,
        className: styles.control,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
      })}
      <FieldHint id={hintId} text={hint} />
      <FieldError id={errorId} text={error} />
    </div>
  );
}
