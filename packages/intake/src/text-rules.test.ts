import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateBody, emailBody, lineBody, notBlank, phoneBody, textBody, wholeValue } from "./text-rules.ts";

const bodies = { lineBody, textBody, emailBody, phoneBody, dateBody, requiredLine: `${notBlank}${lineBody}` };

/** Strings with what people type and what they should not: controls, separators, lone surrogates. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(..."0123456789 ().-/+#xXeEtT:;,é\u00a0\u2028\u0085\t\n\ud800"),
    maxLength: 40,
  }),
  fc.emailAddress(),
);

describe("the forms' rules", () => {
  it.each(Object.entries(bodies))(
    "%s means the same to the API (u flag) and a browser's pattern (v flag)",
    (_, body) => {
      const api = wholeValue(body, "u");
      const browser = wholeValue(body, "v");
      fc.assert(
        fc.property(anyText, (value) => api.test(value) === browser.test(value)),
        { numRuns: 2000 },
      );
    },
  );

  it("accepts phone numbers as people write them", () => {
    const phone = wholeValue(phoneBody);
    for (const typed of [
      "(714) 555-0199",
      "(714) 555-0199 ext. 12",
      "714.555.0199 x12",
      "714-555-0199 #12",
      "714 555 0199 extensión 7",
      "+52 1 55 1234 5678",
      "+1 714 555 0199",
      "011 52 55 1234 5678",
      "555-0199 Ext: 3",
    ]) {
      expect(phone.test(typed), typed).toBe(true);
    }
    for (const typed of ["555-019", "call me", "714 555 0199 ext", "+", "(714) 555-0199 ext. 12345678"]) {
      expect(phone.test(typed), typed).toBe(false);
    }
  });

  it("takes an e-mail address as a browser's e-mail field does", () => {
    const email = wholeValue(emailBody);
    for (const address of ["ana@example.com", "o'brien+case@mail.example.org", "a@b"]) {
      expect(email.test(address), address).toBe(true);
    }
    for (const address of [
      '"quoted"@example.com',
      "ana@",
      "ana @example.com",
      "ana@-example.com",
      "josé@example.com",
    ]) {
      expect(email.test(address), address).toBe(false);
    }
  });

  it("refuses control characters, separators and lone surrogates in a line, and blank required answers", () => {
    const line = wholeValue(lineBody);
    expect(line.test("María José O'Connor 😀")).toBe(true);
    for (const value of ["a\u0000b", "a\nb", "a\u0085b", "a\u2028b", "a\ud800b"])
      expect(line.test(value), value).toBe(false);
    expect(wholeValue(textBody).test("line one\r\nline two\ttab")).toBe(true);
    expect(wholeValue(`${notBlank}${lineBody}`).test(" \u00a0 ")).toBe(false);
  });
});
