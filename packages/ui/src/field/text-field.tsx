import type { ComponentProps } from "react";
import { FieldFrame, type FieldProps } from "./field-frame.tsx";

export type TextFieldProps = FieldProps &
  Omit<ComponentProps<"input">, "type" | "className" | "id"> & {
    type?: "text" | "email" | "tel" | "date";
  };

export function TextField({ label, required, hint, error, type = "text", ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      {(control) => <input type={type} {...input} {...control} />}
    </FieldFrame>
  );
}
