import fc from "fast-check";
import { Compile } from "typebox/compile";
import { describe, expect, it } from "vitest";
import { consultationRequest, contactMessage, contactPage } from "./forms.ts";
import { fieldSchema } from "./schema.ts";
import { fieldProblem, formProblems } from "./validity.ts";

/** Values of every kind a field may meet: typed text, phones, dates, addresses, junk, long strings. */
const values = fc.oneof(
  fc.constantFrom("", " ", "\u00a0", "a\u0000b", "\ud800", "2024-02-30", "1899-12-31", "2024-02-29", "x@y"),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(..."0123456789 ().-+#xext"), maxLength: 45 }),
  fc.emailAddress(),
  fc
    .date({ min: new Date("1850-01-01"), max: new Date("2150-01-01"), noInvalidDate: true })
    .map((day) => day.toISOString().slice(0, 10)),
  fc
    .constantFrom("😀", "é", "a")
    .chain((unit) => fc.integer({ min: 70, max: 5010 }).map((n) => unit.repeat(n))),
  fc.constantFrom("phone", "email", "in-person", "urgent", "catastrophic-injury", "nope"),
);

const forms = { contactMessage, contactPage, consultationRequest };

describe.each(Object.entries(forms))("%s: the browser's rules and the API's schema", (_, form) => {
  it.each(Object.entries(form))("%s: fieldProblem refuses exactly what the schema refuses", (_, field) => {
    const schema = Compile(fieldSchema(field));
    fc.assert(
      fc.property(values, (value) => schema.Check(value) === (fieldProblem(field, value) === null)),
      { numRuns: 600 },
    );
  });
});

describe("fieldProblem", () => {
  it("names what is wrong, in the terms the visitor is told", () => {
    const { phone, caseDescription, email, caseType } = consultationRequest;
    expect(fieldProblem(phone, "")).toBe("missing");
    expect(fieldProblem(phone, "(714) 555-0199 ext. 12")).toBeNull();
    expect(fieldProblem(phone, "call me")).toBe("phone");
    expect(fieldProblem(caseDescription, "   ")).toBe("blank");
    expect(fieldProblem(caseDescription, "x".repeat(5001))).toBe("tooLong");
    expect(fieldProblem(caseDescription, "a\u0007b")).toBe("format");
    expect(fieldProblem(email, "ana@")).toBe("email");
    expect(fieldProblem(caseType, "unknown")).toBe("choice");
    expect(fieldProblem(consultationRequest.alternatePhone, "")).toBeNull();
  });

  it("lists a body's refused fields in the form's order", () => {
    expect(formProblems(contactMessage, { name: "Ana", email: "bad", message: " " })).toEqual([
      { field: "email", problem: "email" },
      { field: "message", problem: "blank" },
    ]);
  });
});
