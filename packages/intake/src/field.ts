/**
 * One field of an intake form, defined once: from it come the API's schema (schema.ts), the form
 * control's attributes (attributes.ts), the browser's and the server's checks (validity.ts), the
 * web form's types and defaults, the stored columns, the CSV columns, the log redaction list and the
 * console's order of fields (forms.ts). Its label lives with the form's copy in @firm/content.
 */
type Common = {
  /** The visitor must answer (an asterisk on screen, `required` on the control). */
  required: boolean;
  /** It can identify or describe a person: redacted from logs, left out of e-mails. */
  personal: boolean;
  /** The control's `autocomplete` token, where the browser can fill it. */
  autoComplete?: string;
};

export type LineField = Common & { kind: "line"; maxLength: number };
export type TextField = Common & { kind: "text"; maxLength: number; rows: number };
export type EmailField = Common & { kind: "email"; maxLength: number };
export type PhoneField = Common & { kind: "phone"; maxLength: number };
export type DateField = Common & { kind: "date" };
export type ChoiceField<V extends string = string> = Common & {
  kind: "choice";
  /** The values as submitted, in the order shown; "" (not chosen) is never among them. */
  values: readonly V[];
  /** The starting value: "" (not chosen) unless the form preselects one. */
  initial: V | "";
};

export type FieldDefinition = LineField | TextField | EmailField | PhoneField | DateField | ChoiceField;
export type FieldKind = FieldDefinition["kind"];

type Options = { required?: boolean; personal?: boolean; autoComplete?: string };

const common = ({ required = false, personal = false, autoComplete }: Options): Common => ({
  required,
  personal,
  ...(autoComplete ? { autoComplete } : {}),
});

/** A single line of text of at most `maxLength` characters. */
export const line = (maxLength: number, options: Options = {}): LineField => ({
  kind: "line",
  maxLength,
  ...common(options),
});

/** Text of several lines (a text area of `rows` rows). */
export const text = (maxLength: number, rows: number, options: Options = {}): TextField => ({
  kind: "text",
  maxLength,
  rows,
  ...common({ personal: true, ...options }),
});

export const email = (options: Options = {}): EmailField => ({
  kind: "email",
  maxLength: 254,
  ...common({ personal: true, autoComplete: "email", ...options }),
});

export const phone = (options: Options = {}): PhoneField => ({
  kind: "phone",
  maxLength: 40,
  ...common({ personal: true, ...options }),
});

export const date = (options: Options = {}): DateField => ({ kind: "date", ...common(options) });

/** One of `values`; without `initial`, it starts as "" (not chosen). */
export function choice<V extends string>(
  values: readonly V[],
  options: Options & { initial?: V } = {},
): ChoiceField<V> {
  return {
    kind: "choice",
    values: values.filter((value) => value !== ""),
    initial: options.initial ?? "",
    ...common(options),
  };
}

/** The value a field holds before the visitor answers. */
export function initialValue(field: FieldDefinition): string {
  return field.kind === "choice" ? field.initial : "";
}

/** Its longest value, in characters as a browser counts them. */
export function maxLengthOf(field: FieldDefinition): number | undefined {
  return "maxLength" in field ? field.maxLength : undefined;
}
