import { visibleText } from "@firm/content/visible-text";

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell: invisible format characters shown (@firm/content/visible-text), formula starts
 * neutralised with a leading apostrophe, quoted when needed.
 */
export function csvCell(value: string | null | undefined): string {
  let text = visibleText(value ?? "");
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF lines) with a UTF-8 byte-order mark so spreadsheets read accents right. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, string | null>[]): string {
  const lines = [
    columns.map(csvCell).join(","),
    ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
