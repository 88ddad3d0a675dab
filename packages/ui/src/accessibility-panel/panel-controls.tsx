import { Icon } from "../icon/icon.tsx";
import * as styles from "./accessibility-panel.css.ts";

/** A value with step buttons; a button at its limit is aria-disabled (it keeps focus) and does nothing. */
export function Stepper({
  label,
  value,
  decreaseLabel,
  increaseLabel,
  onStep,
  atMin,
  atMax,
}: {
  label: string;
  value: string;
  decreaseLabel: string;
  increaseLabel: string;
  onStep: (direction: 1 | -1) => void;
  atMin: boolean;
  atMax: boolean;
}) {
  return (
    <fieldset className={`${styles.control} ${styles.fieldset}`}>
      <legend className={styles.controlLabel}>{label}</legend>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={decreaseLabel}
          aria-disabled={atMin || undefined}
          onClick={() => {
            if (!atMin) onStep(-1);
          }}
        >
          <Icon name="minus" />
        </button>
        <output className={styles.stepValue} aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={increaseLabel}
          aria-disabled={atMax || undefined}
          onClick={() => {
            if (!atMax) onStep(1);
          }}
        >
          <Icon name="plus" />
        </button>
      </div>
    </fieldset>
  );
}

/** One choice out of a few, as radios drawn as a segmented control. Labels carry `data-state`. */
export function Segmented<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={`${styles.control} ${styles.fieldset}`}>
      <legend className={styles.controlLabel}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label
            key={option}
            className={styles.segment}
            data-state={option === value ? "checked" : "unchecked"}
          >
            <input
              type="radio"
              className={styles.segmentInput}
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An on/off switch (role="switch"); `data-state` is "checked" | "unchecked", as in Radix. */
export function Switch({
  label,
  checked,
  onChange,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      data-state={checked ? "checked" : "unchecked"}
      className={styles.switchButton}
      onClick={() => onChange(!checked)}
    >
      <span>{label}</span>
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
    </button>
  );
}
