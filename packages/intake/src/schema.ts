import { locales } from "@firm/content/locale";
import Type, { type Static, type TObject, type TSchema } from "typebox";
import type { FieldDefinition } from "./field.ts";
import type { FormDefinition } from "./forms.ts";
import { sourceLimits, type UtmField, utmParameters, type VisitSource } from "./source.ts";
import {
  dateBody,
  emailBody,
  hostBody,
  lineBody,
  notBlank,
  pathBody,
  phoneBody,
  textBody,
} from "./text-rules.ts";

/**
 * No longer than `maxLength` as a browser's `maxlength` counts (UTF-16 code units), which is never
 * more code points than the column holds; JSON Schema's own `maxLength` counts code points.
 */
const withinLength = <T extends TSchema>(schema: T, maxLength: number) =>
  Type.Refine(
    schema,
    (value) => typeof value !== "string" || value.length <= maxLength,
    () => `must be at most ${maxLength} characters`,
  );

function patterned(body: string, maxLength: number, required: boolean, extra: object = {}) {
  const pattern = required ? `^${notBlank}(?:${body})$` : `^(?:|${body})$`;
  return withinLength(
    Type.String({ ...(required ? { minLength: 1 } : {}), maxLength, pattern, ...extra }),
    maxLength,
  );
}

/** The JSON Schema of one field's value, as the API validates it. */
export function fieldSchema(field: FieldDefinition): TSchema {
  switch (field.kind) {
    case "line":
      return patterned(lineBody, field.maxLength, field.required);
    case "text":
      return patterned(textBody, field.maxLength, field.required);
    case "email":
      return patterned(emailBody, field.maxLength, field.required, {
        description: "An e-mail address as a browser's e-mail field accepts it",
      });
    case "phone":
      return patterned(phoneBody, field.maxLength, field.required, {
        description: "A phone number as people write it, extension included",
      });
    case "date":
      return Type.Union([Type.Literal(""), Type.String({ format: "date", pattern: `^${dateBody}$` })]);
    case "choice":
      return Type.Enum(field.required ? [...field.values] : ["", ...field.values]);
  }
}

/** A utm_* parameter's field: one line of text. */
const utmField = (field: UtmField) =>
  Type.Optional(
    Type.String({
      maxLength: sourceLimits.utm,
      pattern: `^(?:${lineBody})$`,
      description: `The landing page's ${utmParameters[field]}`,
    }),
  );

/**
 * Where the visit came from (source.ts), in an intake post: each field optional: a post without JavaScript sends none (its
 * `page` is all that is known), and a visit the site could not read sends them empty.
 */
export const sourceFields = {
  landingPage: Type.Optional(
    Type.String({
      maxLength: sourceLimits.landingPage,
      pattern: `^(?:|${pathBody})$`,
      description: "The path of the page the visit landed on",
    }),
  ),
  referrerHost: Type.Optional(
    Type.String({
      maxLength: sourceLimits.referrerHost,
      pattern: `^(?:|${hostBody})$`,
      description: "The host of the site that linked to the landing page (never its full address)",
    }),
  ),
  utmSource: utmField("utmSource"),
  utmMedium: utmField("utmMedium"),
  utmCampaign: utmField("utmCampaign"),
  utmTerm: utmField("utmTerm"),
  utmContent: utmField("utmContent"),
  adClick: Type.Optional(
    Type.Union([Type.Boolean(), Type.Enum(["true", "false", ""])], {
      description: "An ad network's click identifier was on the landing page (its value is never sent)",
    }),
  ),
} satisfies Record<keyof VisitSource, TSchema>;

/**
 * Fields the site adds to every intake post: language, page, honeypot, form token (JSON and form),
 * and where the visit came from (JSON only: @firm/intake/source).
 */
export const metaFields = {
  locale: Type.Optional(Type.Enum([...locales])),
  page: Type.Optional(Type.String({ maxLength: 200, pattern: `^(?:|${pathBody})$` })),
  website: Type.Optional(
    Type.String({ maxLength: 500, pattern: `^(?:${textBody})$`, description: "Honeypot: must stay empty" }),
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
      description: "The form's token, from GET /api/form-token (absent from a form sent without JavaScript)",
    }),
  ),
  ...sourceFields,
} satisfies Record<string, TSchema>;

/** A form's request body: its fields (optional ones may be left out or "") and the meta fields. */
export function bodySchema<F extends FormDefinition>(form: F) {
  const fields = Object.fromEntries(
    Object.entries(form).map(([name, field]) => {
      const schema = fieldSchema(field);
      return [name, field.required ? schema : Type.Optional(schema)];
    }),
  );
  return Type.Object({ ...fields, ...metaFields }, { additionalProperties: false });
}

/** The meta fields' values as the API receives them. */
export type MetaValues = Static<TObject<typeof metaFields>>;

/** Shapes the console's schemas share with the forms. */
export const Email = patterned(emailBody, 254, true);
export const optionalLine = (maxLength: number) => Type.Optional(patterned(lineBody, maxLength, false));
export const requiredText = (maxLength: number) => patterned(textBody, maxLength, true);
