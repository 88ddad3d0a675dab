/*
 * What the intake forms accept, as regular-expression bodies that mean the same under the `u` flag
 * (the API's schemas) and the `v` flag (a browser's `pattern` attribute and the forms' own checks):
 * inside a character class every syntax character is escaped. A body is matched whole: the API
 * wraps it in `^(?:…)$`, as the browser does with a `pattern` attribute.
 */

/**
 * One line of text: any Unicode (accents, emoji) but no control character (C0, DEL, C1: NEL is a
 * line break to some readers), no line or paragraph separator and no unpaired surrogate, which
 * PostgreSQL cannot store or would alter.
 */
export const lineBody = String.raw`[^\p{Cc}\p{Cs}\u2028\u2029]*`;

/** Text of several lines: as a line, but tab, line feed and carriage return are allowed. */
export const textBody = String.raw`[^\p{Cs}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*`;

/** Not only white space: a required answer says something. */
export const notBlank = String.raw`(?=[\s\S]*\S)`;

/**
 * A phone number as people write it: an optional +, at least 7 digits among spaces, dots, dashes,
 * slashes and parentheses, then an optional extension ("ext. 12", "extensión 12", "x12", "#12").
 * What the number means is read afterwards (phone.ts); nothing a person writes this way is refused.
 */
export const phoneBody = String.raw`\+?(?=(?:[ \(\)\.\-\/]*[0-9]){7})[0-9 \(\)\.\-\/]+(?:[ ,;]*(?:[eE][xX][tT](?:[eE][nN][sS][iI][oóOÓ][nN])?\.?|[xX]|#)[ :\.]*[0-9]{1,7})?`;

/**
 * An e-mail address as a browser's `type=email` field accepts it (the HTML standard's "valid e-mail
 * address"), so the API accepts exactly what the browser lets through. It has no quoted local part,
 * which an e-mail header would read differently.
 */
export const emailBody = String.raw`[a-zA-Z0-9\.!#$%&'*+\/=?\^_\x60\{\|\}~\-]+@[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?)*`;

/** A page's path as a browser sends it (percent-encoded, so printable ASCII only): `/es/contact`. */
export const pathBody = String.raw`/[\x21-\x7E]*`;

/** A host name as a URL's `hostname` gives it: lower case, an international name in its ASCII form. */
export const hostBody = String.raw`[a-z0-9](?:[a-z0-9_\.\-]*[a-z0-9])?`;

/** A calendar date YYYY-MM-DD (a date field's value) between 1900 and 2099. */
export const dateBody = String.raw`(?:19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}`;

/** The first and last day a date field offers (its `min` and `max`). */
export const dateRange = { min: "1900-01-01", max: "2099-12-31" } as const;

/** A pattern body as a whole-value expression, as the browser compiles a `pattern` attribute. */
export function wholeValue(body: string, flags: "u" | "v" = "v"): RegExp {
  return new RegExp(`^(?:${body})$`, flags);
}

/** Length as a browser's `maxlength` counts it: UTF-16 code units (an emoji may be two or more). */
export const codeUnits = (value: string) => value.length;
