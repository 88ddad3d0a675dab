import type { TSchema } from "typebox";
import Value from "typebox/value";

/**
 * Whether the API takes `value` for a query parameter of this schema (one property of a console
 * query schema of @firm/intake/console/*), read as the API reads a query string: so the console's
 * pages pass on only what the API accepts, by the API's own rules.
 */
export function acceptedQueryValue(schema: TSchema, value: string): boolean {
  return Value.Check(schema, Value.Convert(schema, value));
}
