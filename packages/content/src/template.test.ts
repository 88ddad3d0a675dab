import { describe, expect, it } from "vitest";
import { fill, placeholderNames, template } from "./template.ts";

describe("template", () => {
  it("fills every placeholder with its value", () => {
    const text = template("Call {phone} or write to {email}.");
    expect(fill(text, { phone: "(800) 555-0142", email: "info@example.com" })).toBe(
      "Call (800) 555-0142 or write to info@example.com.",
    );
  });

  it("lists the placeholder names a text uses", () => {
    expect(placeholderNames("At {phone}, {phone} and {email}")).toEqual(["phone", "phone", "email"]);
  });

  it("refuses a computed text, whose placeholders the compiler cannot see", () => {
    const computed: string = "Call {phone}.";
    // @ts-expect-error only literal texts
    expect(template(computed)).toBe("Call {phone}.");
  });

  it("rejects a missing value at compile time", () => {
    const text = template("Call {phone}.");
    // @ts-expect-error phone is required
    expect(fill(text, {})).toBe("Call {phone}.");
  });
});
