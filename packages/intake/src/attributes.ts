import type { FieldDefinition } from "./field.ts";
import { dateRange, lineBody, notBlank, phoneBody } from "./text-rules.ts";

/** What a form control carries of its field's rules, so the browser refuses what the API would. */
export type ControlAttributes = {
  required?: boolean;
  maxLength?: number;
  type?: "text" | "email" | "tel" | "date";
  inputMode?: "tel" | "email";
  autoComplete?: string;
  pattern?: string;
  min?: string;
  max?: string;
  rows?: number;
};

/**
 * The attributes of a field's control (input, textarea or select). A text area cannot carry a
 * `pattern`: its rules are checked by `fieldProblem` (validity.ts) as the visitor types. Nor does it
 * carry a `maxlength`: a browser would cut a long pasted story silently, so the site counts its
 * characters instead (`maxLengthOf`, @firm/ui/character-count) and refuses, whole, what is too long.
 */
export function controlAttributes(field: FieldDefinition): ControlAttributes {
  const required = field.required ? { required: true } : {};
  const autoComplete = field.autoComplete ? { autoComplete: field.autoComplete } : {};
  switch (field.kind) {
    case "line":
      return {
        ...required,
        ...autoComplete,
        type: "text",
        maxLength: field.maxLength,
        pattern: field.required ? `${notBlank}${lineBody}` : lineBody,
      };
    case "text":
      return { ...required, ...autoComplete, rows: field.rows };
    case "email":
      return { ...required, ...autoComplete, type: "email", inputMode: "email", maxLength: field.maxLength };
    case "phone":
      return {
        ...required,
        ...autoComplete,
        type: "tel",
        inputMode: "tel",
        maxLength: field.maxLength,
        pattern: phoneBody,
      };
    case "date":
      return { ...required, ...autoComplete, type: "date", ...dateRange };
    case "choice":
      return { ...required };
  }
}
