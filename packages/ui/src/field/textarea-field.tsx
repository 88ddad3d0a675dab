import type { ComponentProps } from "react";
import { FieldFrame, type FieldProps } from "./field-frame.tsx";

export type TextareaFieldProps = FieldProps & Omit<ComponentProps<"textarea">, "className" | "id">;

export function TextareaField({ label, required, hint, error, rows = 4, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      {(control) => <textarea rows={rows} {...textarea} {...control} />}
    </FieldFrame>
  );
}
