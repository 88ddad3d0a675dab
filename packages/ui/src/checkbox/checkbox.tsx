import { type ComponentProps, useId } from "react";
import * as field from "../field/field.css.ts";
import { describedByIds, FieldError, FieldHint, RequiredMark } from "../field/field-messages.tsx";
import * as styles from "./checkbox.css.ts";

export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "className"> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A checkbox with its label, an optional hint and error. `data-state` is "invalid" or "valid". */
export function Checkbox({ id: givenId, label, hint, error, required, ...input }: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const { hintId, errorId, describedBy } = describedByIds(id, hint, error);
  return (
    <div className={styles.checkbox} data-state={error ? "invalid" : "valid"}>
      <input
        type="checkbox"
        {...input}
        id={id}
        required={required}
        className={field.toggle}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <div className={field.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        <FieldHint id={hintId} text={hint} />
        <FieldError id={errorId} text={error} />
      </div>
    </div>
  );
}
