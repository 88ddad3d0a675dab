import type { ComponentProps } from "react";
import { FieldFrame, type FieldProps } from "./field-frame.tsx";

export type TextareaFieldProps = FieldProps & Omit<ComponentProps<"textarea">, "className">;

export function TextareaField({
  id,
  label,
  required,
  hint,
  error,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => <textarea rows={rows} {...textarea} {...control} />}
    </FieldFrame>
  );
}
