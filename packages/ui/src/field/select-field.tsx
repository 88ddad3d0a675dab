import type { ComponentProps } from "react";
import { FieldFrame, type FieldProps } from "./field-frame.tsx";

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = FieldProps &
  Omit<ComponentProps<"select">, "className" | "children"> & { options: readonly SelectOption[] };

export function SelectField({ id, label, required, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <select {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
