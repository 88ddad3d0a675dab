/**
 * Invisible format characters (Unicode category Cf: bidirectional overrides, embeddings, isolates
 * and marks, zero-width space, word joiner, byte-order mark, soft hyphen…), except the zero-width
 * joiners and the tag characters that emoji and Persian or Indic names need.
 */
const invisible = /(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])\p{Cf}/gu;
/** The same, plus control characters and line or paragraph separators: for one line of text. */
const breaksLine = /(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cf}\p{Cc}\u2028\u2029]/gu;

const codePoint = (char: string) =>
  `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}>`;

/**
 * A visitor's text as shown to people (e-mails, CSV exports, the intake console): stored as sent, but each invisible
 * format character written as `<U+202E>`, so that it can neither reorder nor hide what it stands
 * next to (decision 0092).
 */
export function visibleText(text: string): string {
  return text.replace(invisible, codePoint);
}

/**
 * A visitor's single-line text (a name) as shown in an e-mail: as `visibleText`, with control
 * characters and line breaks shown too, so that a stored value can never add a line of its own.
 */
export function visibleLine(text: string): string {
  return text.replace(breaksLine, codePoint);
}
