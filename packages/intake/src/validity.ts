import type { FieldDefinition } from "./field.ts";
import type { FormDefinition } from "./forms.ts";
import { dateBody, emailBody, lineBody, phoneBody, textBody, wholeValue } from "./text-rules.ts";

/** Why a value is refused; each has its message in @firm/content (formsCommon.fieldProblems). */
export const fieldProblems = ["missing", "blank", "tooLong", "format", "phone", "email", "choice"] as const;
export type FieldProblem = (typeof fieldProblems)[number];

const bodies = { line: lineBody, text: textBody, email: emailBody, phone: phoneBody } as const;
const formatProblem = { line: "format", text: "format", email: "email", phone: "phone" } as const;
const patterns = new Map<string, RegExp>();

function matches(body: string, value: string): boolean {
  let pattern = patterns.get(body);
  if (!pattern) {
    pattern = wholeValue(body, "u");
    patterns.set(body, pattern);
  }
  return pattern.test(value);
}

/** A real calendar day (no 30 February) in the range a date field offers. */
function isDay(value: string): boolean {
  if (!matches(dateBody, value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with `value` as an answer to `field`, or null: exactly what the API's schema
 * refuses (schema.ts; a property test holds the two together). The browser runs it for what a
 * control's attributes cannot say (a text area has no `pattern`), and the API to name the fields
 * of a refused request.
 */
export function fieldProblem(field: FieldDefinition, value: unknown): FieldProblem | null {
  if (value === undefined || value === "") return field.required ? "missing" : null;
  if (typeof value !== "string") return "format";
  switch (field.kind) {
    case "choice":
      return (field.values as readonly string[]).includes(value) ? null : "choice";
    case "date":
      return isDay(value) ? null : "format";
    default:
      if (value.length > field.maxLength) return "tooLong";
      if (field.required && !/\S/u.test(value)) return "blank";
      return matches(bodies[field.kind], value) ? null : formatProblem[field.kind];
  }
}

/** Each field of `form` whose value in `body` is refused, with the reason, in the form's order. */
export function formProblems(
  form: FormDefinition,
  body: Readonly<Record<string, unknown>>,
): { field: string; problem: FieldProblem }[] {
  return Object.entries(form).flatMap(([field, definition]) => {
    const problem = fieldProblem(definition, body[field]);
    return problem ? [{ field, problem }] : [];
  });
}
