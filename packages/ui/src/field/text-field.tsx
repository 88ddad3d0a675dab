import type { ComponentProps } from "react";
import { FieldFrame, type FieldProps } from "./field-frame.tsx";

export type TextFieldProps = FieldProps &
  Omit<ComponentProps<"input">, "type" | "className"> & {
    type?: "text" | "email" | "tel" | "date";
  };

export function TextField({ id, label, required, hint, error, type = "text", ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => <input type={type} {...input} {...control} />}
    </FieldFrame>
  );
}
