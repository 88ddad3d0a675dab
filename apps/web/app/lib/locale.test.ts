// @vitest-environment node
import { describe, expect, it } from "vitest";
import { basePath, localeFromPath, localizedPath, otherLocale } from "./locale.ts";

describe("locale paths", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/es", "es"],
    ["/es/services/dog-bite-victims", "es"],
    ["/essay", "en"],
  ] as const)("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it("maps a page to the same page in the other language and back", () => {
    expect(localizedPath("/services/elder-abuse", "es")).toBe("/es/services/elder-abuse");
    expect(localizedPath("/es/services/elder-abuse", "en")).toBe("/services/elder-abuse");
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/es", "en")).toBe("/");
    expect(basePath("/es")).toBe("/");
    expect(otherLocale("es")).toBe("en");
  });

  it("security finding 8: never builds a link to another site from a path with leading slashes", () => {
    expect(localizedPath("/es//evil.example/x", "en")).toBe("/evil.example/x");
    expect(localizedPath("/es/\\evil.example/x", "en")).toBe("/evil.example/x");
    expect(localizedPath("//evil.example/x", "es")).toBe("/es/evil.example/x");
    expect(localizedPath("///evil.example", "en")).toBe("/evil.example");
    expect(basePath("/es//")).toBe("/");
  });
});
