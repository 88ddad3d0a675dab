import { locales } from "@firm/content/locale";
import Type, { type TSchema } from "typebox";

/*
 * String shapes shared by the intake schemas. Every string has a maximum length equal to (or
 * below) its database column. Text may hold any Unicode (accents, emoji) but no control
 * characters (C0, DEL and C1: NEL is a line break to some readers) and no unpaired surrogates,
 * which PostgreSQL cannot store or would alter; multi-line text also allows tab, line feed and
 * carriage return. A single line also refuses the line and paragraph separators (U+2028, U+2029).
 */
const lineChar = String.raw`[^\u0000-\u001F\u007F-\u009F\u2028\u2029\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF]`;
const textChar = String.raw`[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF]`;
const notBlank = String.raw`(?=[\s\S]*\S)`;

/** A required single-line text: not blank. */
export const requiredLine = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: `^${notBlank}(?:${lineChar})*$` });

/** An optional single-line text: "" when empty. */
export const optionalLine = (maxLength: number) =>
  Type.Optional(Type.String({ maxLength, pattern: `^(?:${lineChar})*$` }));

/** A required multi-line text: not blank. */
export const requiredText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: `^${notBlank}(?:${textChar})*$` });

/** An optional multi-line text: "" when empty. */
export const optionalText = (maxLength: number) =>
  Type.Optional(Type.String({ maxLength, pattern: `^(?:${textChar})*$` }));

/**
 * An e-mail address without a quoted local part: the "email" format lets a quoted one hold any
 * character (CR, LF, commas, angle brackets), which an e-mail header would read differently.
 */
export const Email = Type.String({ format: "email", maxLength: 254, pattern: '^[^"]+$' });

/** A phone number as people type it: digits, spaces, + ( ) . - and at least 7 digits. */
const phonePattern = String.raw`(?=(?:[^0-9]*[0-9]){7})[0-9+() .\-]{7,40}`;
export const RequiredPhone = Type.String({ maxLength: 40, pattern: `^${phonePattern}$` });
export const OptionalPhone = Type.Optional(Type.String({ maxLength: 40, pattern: `^(?:|${phonePattern})$` }));

/** A calendar date YYYY-MM-DD between 1900 and 2099, or "" when not given. */
export const OptionalDate = Type.Optional(
  Type.Union([Type.Literal(""), Type.String({ format: "date", pattern: "^(?:19|20)[0-9]{2}-" })]),
);

/** One of an enumeration's values as submitted ("" allowed when `emptyAllowed`). */
export function oneOf(values: readonly string[], emptyAllowed: boolean) {
  const members = emptyAllowed ? [...new Set(["", ...values])] : values.filter((value) => value !== "");
  return Type.Enum(members);
}

/** Fields the site adds to every intake post (JSON and form): language, page, honeypot, form token. */
export const metaFields = {
  locale: Type.Optional(Type.Enum([...locales])),
  page: Type.Optional(Type.String({ maxLength: 200, pattern: "^(?:|/[\\x21-\\x7E]*)$" })),
  website: Type.Optional(
    Type.String({ maxLength: 500, pattern: `^(?:${textChar})*$`, description: "Honeypot: must stay empty" }),
  ),
  consentToCalls: Type.Optional(
    Type.Union([Type.Boolean(), Type.Literal("on"), Type.Literal("")], {
      description: 'Optional consent to calls and texts (a form post sends the checkbox\'s "on")',
    }),
  ),
  formToken: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: "^[A-Za-z0-9._-]*$",
      description: "The form token the site rendered into the form (GET /api/form-token for a cached page)",
    }),
  ),
} satisfies Record<string, TSchema>;

export const IdempotencyHeaders = Type.Object({
  "idempotency-key": Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, pattern: "^[\\x21-\\x7E]+$" }),
  ),
});

export const Created = Type.Object({ success: Type.Literal(true), id: Type.String({ format: "uuid" }) });

export const Failure = Type.Object({
  success: Type.Literal(false),
  error: Type.Object({ code: Type.String(), message: Type.String() }),
});

/** Every route's client and server errors: the failure shape. */
export const failures = { "4xx": Failure, "5xx": Failure };

/** Answers of an intake route: 201 JSON, 303 for form posts, the failure shape otherwise. */
export const intakeResponses = {
  201: Created,
  303: Type.Null({ description: "Form post: redirect to the result page in the visitor's language" }),
  ...failures,
};

export const intakeContentTypes = ["application/json", "application/x-www-form-urlencoded"];
