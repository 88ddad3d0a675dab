import { visibleText } from "@firm/content/visible-text";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

/** Reads one CSV line back (RFC 4180 quoting), to check what a spreadsheet would see. */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  return [...cells, cell];
}

describe("CSV export", () => {
  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 714 555 0100", "'+1 714 555 0100"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tTAB", "'\tTAB"],
    ["plain", "plain"],
  ])("neutralises a cell beginning with a formula character: %j", (value, expected) => {
    expect(parseLine(csvCell(value))).toEqual([expected]);
  });

  it("quotes commas, quotes and line breaks and writes empty cells for null", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(null)).toBe("");
    expect(toCsv(["a", "b"], [{ a: "1", b: null }])).toBe("\uFEFFa,b\r\n1,\r\n");
  });

  it("never lets a cell start with = + - @ tab or CR, and keeps the text otherwise (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }).map(visibleText), (value) => {
        const [cell] = parseLine(csvCell(value).replace(/\r?\n/g, " "));
        expect(cell?.[0] ?? "").not.toMatch(/[=+\-@\t\r]/);
        expect(cell).toBe(
          /^[=+\-@\t\r]/.test(value) ? `'${value}`.replace(/\r?\n/g, " ") : value.replace(/\r?\n/g, " "),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
