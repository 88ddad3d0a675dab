import { describe, expect, it } from "vitest";
import { locales } from "./locale.ts";
import { siteValues } from "./site-values.ts";
import { placeholderNames } from "./template.ts";

/**
 * Rules for every bilingual export of this package (any `{ en, es }` object in dictionaries/ or
 * enums/, found automatically): same shape in both languages, no empty value, Spanish actually
 * translated, and only placeholders that the site can fill.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ["./dictionaries/**/*.ts", "./enums/*.ts", "!**/*.test.ts"],
  {
    eager: true,
  },
);

/** "<export>.<path>" of values that are rightly the same in both languages. */
const sameInBothLanguages = new Set<string>([
  "notFound.code",
  "team.leadAttorney.name",
  "opsConsole.record.no",
  "opsInbox.record.no",
  "opsConsole.figures.hours",
  "opsConsole.figures.minutes",
  "opsFigures.figures.hours",
  "opsFigures.figures.minutes",
  "recordStatusLabels.spam",
]);
/**
 * Placeholders of the team's e-mails and console that their callers fill with
 * `fill()`, whose type makes them name every one: a time, a length of time, a day, a count, when a
 * system alert started; and a character count's (character-count.ts): a count and a limit.
 */
const callerValueNames = [
  "age",
  "due",
  "duration",
  "day",
  "waiting",
  "overdue",
  // A request's source in plain words, and how many of its fields were not given.
  "name",
  "campaign",
  "page",
  "count",
  "extension",
  // A long answer's character count and its limit.
  "limit",
  // When a system alert started.
  "since",
];
const siteValueNames = new Set([...Object.keys(siteValues("en")), ...callerValueNames]);

type Bilingual = { en: unknown; es: unknown };

function isBilingual(value: unknown): value is Bilingual {
  return typeof value === "object" && value !== null && locales.every((locale) => locale in value);
}

const bilingual = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Bilingual] => isBilingual(entry[1]))
    .map(([name, value]) => ({ name, file, value })),
);

type Entry = { path: string; value: string };

function entries(node: unknown, path = ""): Entry[] {
  if (typeof node === "string") return [{ path, value: node }];
  if (Array.isArray(node)) return node.flatMap((child, index) => entries(child, `${path}[${index}]`));
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
  }
  return [];
}

it("finds the dictionaries and enumerations", () => {
  expect(bilingual.length).toBeGreaterThan(10);
});

describe.each(bilingual)("$name ($file)", ({ name, value }) => {
  const english = entries(value.en);
  const spanish = new Map(entries(value.es).map((entry) => [entry.path, entry.value]));

  it("has exactly the same keys and list lengths in Spanish as in English", () => {
    expect([...spanish.keys()].sort()).toEqual(english.map((entry) => entry.path).sort());
  });

  it("has no empty value, a real Spanish translation and only fillable placeholders", () => {
    for (const { path, value: text } of english) {
      const translation = spanish.get(path) ?? "";
      const key = `${name}.${path}`;
      const isEmptyEnumValue = path === "" || path.startsWith(".");
      expect(text.trim(), `${key} (en) is empty`).not.toBe("");
      expect(translation.trim(), `${key} (es) is empty`).not.toBe("");
      if (!sameInBothLanguages.has(key) && !isEmptyEnumValue) {
        expect(translation, `${key} is not translated`).not.toBe(text);
      }
      expect(placeholderNames(translation).sort(), `${key} placeholders differ`).toEqual(
        placeholderNames(text).sort(),
      );
      for (const placeholder of placeholderNames(text)) {
        expect(siteValueNames, `${key} uses unknown {${placeholder}}`).toContain(placeholder);
      }
    }
  });
});
