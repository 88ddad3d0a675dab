import Type from "typebox";

/**
 * The years the console's dates may name: 2000 through 2099. No request is older or newer, and a
 * date outside them (year 0, before year 1, past 9999) is one PostgreSQL refuses: bounded here, in
 * the schema, nothing unchecked reaches the database.
 */
const year = "20\\d{2}";

/** A calendar day the console filters by (YYYY-MM-DD, a real date, 2000-2099). */
export const ConsoleDay = Type.String({
  format: "date",
  pattern: `^${year}-`,
  description: "A day, YYYY-MM-DD, from 2000-01-01 to 2099-12-31",
});

/** An instant as the console's cursors carry it: ISO 8601 in UTC with milliseconds, 2000-2099. */
export const consoleInstant = `${year}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z`;

/** A record's id as the console's cursors carry it (lower-case, hyphenated). */
export const canonicalUuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
