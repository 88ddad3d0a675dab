import { useId } from "react";
import * as field from "../field/field.css.ts";
import { describedByIds, FieldError, FieldHint, RequiredMark } from "../field/field-messages.tsx";
import * as styles from "./radio-group.css.ts";

export type RadioOption = { value: string; label: string; hint?: string };

export type RadioGroupProps = {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  /** Controlled value, or `defaultValue` for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Id of the first radio (for an error summary link); generated when absent. */
  id?: string;
  layout?: "column" | "row";
  /** Every option dimmed and skipped by Tab. Prefer explaining why over disabling. */
  disabled?: boolean;
};

/** Radios in a fieldset with a legend. `data-state` is "invalid" with an error, else "valid". */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  required,
  hint,
  error,
  id: givenId,
  layout,
  disabled,
}: RadioGroupProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const { hintId, errorId, describedBy } = describedByIds(id, hint, error);
  return (
    <fieldset
      className={`${styles.group} ${field.field}`}
      aria-describedby={describedBy}
      data-state={error ? "invalid" : "valid"}
      disabled={disabled}
    >
      <legend className={styles.legend}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <FieldHint id={hintId} text={hint} />
      <div className={styles.options({ layout })}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          // The name is the label alone; an option's hint is its description, not part of its name.
          const optionLabelId = `${optionId}-label`;
          return (
            <label key={option.value} className={field.choice} htmlFor={optionId}>
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                className={field.toggle}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-labelledby={optionLabelId}
                aria-describedby={optionHintId}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={(event) => onValueChange?.(event.currentTarget.value)}
              />
              <span className={styles.optionText}>
                <span id={optionLabelId}>{option.label}</span>
                <FieldHint id={optionHintId} text={option.hint} />
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} text={error} />
    </fieldset>
  );
}
