import { emailBody, phoneBody } from "@firm/intake/text-rules";
import fc from "fast-check";
import type { TSchema } from "typebox";
import Value from "typebox/value";

/** The JSON Schema keywords the intake schemas use. */
type Schema = {
  type?: string;
  enum?: string[];
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
};

/** Characters people type into the forms: ASCII, Spanish accents, emoji (some several code points long), symbols. */
const typedUnits = (multiLine: boolean) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789.") },
    { weight: 3, arbitrary: fc.constantFrom(..."áéíóúñüÁÉÍÓÚÑÜ¿¡çàèâ€") },
    { weight: 1, arbitrary: fc.constantFrom("😀", "🚗", "👩‍⚖️", "🇲🇽", "🏥", "💥") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "'",
        '"',
        "=",
        "+",
        "-",
        "@",
        ",",
        ";",
        "<",
        ">",
        "\\",
        "%",
        "$1",
        "{phone}",
      ),
    },
    { weight: multiLine ? 1 : 0, arbitrary: fc.constantFrom("\n", "\r\n", "\t") },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  );

/** Cuts a string to `max` code points (never inside a surrogate pair). */
const codePoints = (text: string, max: number) => [...text].slice(0, max).join("");

function text(schema: Schema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 200;
  const typed = typedUnits(Value.Check(schema as TSchema, "a\nb"));
  const long = fc
    .array(typed, { minLength: schema.minLength ?? 0, maxLength: Math.min(max, 400) })
    .map((units) => units.join(""));
  const full = fc.constant(null).chain(() => typed.map((unit) => codePoints(unit.repeat(max), max)));
  return fc
    .oneof({ weight: 9, arbitrary: long }, { weight: 1, arbitrary: full })
    .map((value) => codePoints(value, max))
    .filter((value) => Value.Check(schema as TSchema, value));
}

const digits = fc.array(fc.constantFrom(..."0123456789"), { minLength: 7, maxLength: 15 });
/** Phone numbers as people write them: country codes, separators, extensions. */
const phone = fc
  .tuple(
    fc.constantFrom("", "+1 ", "+52 ", "+52 1 ", "("),
    digits,
    fc.constantFrom(" ", "-", ".", ""),
    fc.constantFrom("", " ext. 12", " x7", " #204", " extensión 3"),
  )
  .map(
    ([prefix, ds, separator, extension]) =>
      `${prefix}${ds.slice(0, 3).join("")}${prefix === "(" ? ")" : ""}${separator}${ds.slice(3).join("")}${extension}`,
  );

const date = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((value) => value.toISOString().slice(0, 10));

const page = fc.oneof(
  fc.constantFrom("", "/", "/contact", "/es/contact", "/consultation", "/es/consultation"),
  fc
    .string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-_/?=&%.~"), maxLength: 199 })
    .map((path) => `/${path}`),
);

/** Values a string schema accepts, chosen by its format or pattern, else typed text. */
function string(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.pattern?.includes(emailBody))
    return fc.emailAddress().filter((value) => Value.Check(schema as TSchema, value));
  if (schema.format === "date") return date;
  if (schema.pattern?.includes(phoneBody)) {
    return schema.pattern.startsWith("^(?:|") ? fc.oneof(fc.constant(""), phone) : phone;
  }
  if (schema.pattern?.includes("x21-")) return page;
  if (schema.pattern === "^[0-9]{0,15}$") return fc.oneof(fc.constant(""), fc.nat({ max: 2e12 }).map(String));
  return text(schema);
}

/** An arbitrary of every value the schema accepts, derived from the schema itself. */
export function valid(schema: TSchema): fc.Arbitrary<unknown> {
  const s = schema as Schema;
  if (s.anyOf) return fc.oneof(...s.anyOf.map((member) => valid(member as TSchema)));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.type === "boolean") return fc.boolean();
  if (s.type === "integer")
    return fc.integer({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 2e12, 2e12) });
  if (s.type === "object" && s.properties) {
    const model = Object.fromEntries(
      Object.entries(s.properties).map(([key, child]) => [key, valid(child as TSchema)]),
    );
    return fc.record(model, { requiredKeys: s.required ?? [] });
  }
  return string(s);
}

/** A valid body with one field replaced by anything at all (wrong types, control characters, huge strings). */
export function mutated(schema: TSchema): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...Object.keys((schema as Schema).properties ?? {}), "unexpected"];
  const junk = fc.oneof(
    fc.jsonValue(),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.string({ unit: "grapheme", minLength: 5000, maxLength: 5200 }),
    fc.constantFrom("", " ", "\u0000", "\ud800", "a\u0007b", "1900-02-29", "2024-02-30", "x".repeat(33_000)),
  );
  return fc
    .tuple(
      valid(schema) as fc.Arbitrary<Record<string, unknown>>,
      fc.constantFrom(...keys),
      junk,
      fc.boolean(),
    )
    .map(([body, key, value, remove]) => {
      const copy: Record<string, unknown> = { ...body, [key]: value };
      if (remove) delete copy[key];
      return copy;
    });
}
