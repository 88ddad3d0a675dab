import { describe, expect, it } from "vitest";
import { glossary, readerAsLo } from "./glossary.ts";
import { spanishTexts } from "./spanish-texts.ts";

/**
 * Every Spanish string of the package (site, forms, e-mails, staff console, enumerations) keeps to the
 * glossary: no refused variant, the reader always "le", jargon explained once on each page, and
 * every meta title that says "in California" says "en California".
 */
const texts = spanishTexts();

it("reads the Spanish of every dictionary, the staff console and the enumerations", () => {
  const sources = new Set(texts.map((text) => text.source));
  expect(sources.size).toBeGreaterThan(30);
  expect(sources).toContain("opsConsole");
  expect(sources).toContain("preferredContactTimeLabels");
});

describe.each(glossary.filter((entry) => entry.variants))("$concept: $term", (entry) => {
  it("is never said with a variant", () => {
    const found = texts.flatMap(({ source, path, value }) =>
      (entry.variants ?? [])
        .filter((variant) => variant.test(value) && (!entry.onlyIn || entry.onlyIn.test(value)))
        .map((variant) => `${source}.${path}: ${value.match(variant)?.[0]} (in "${value}")`),
    );
    expect(found, `use "${entry.term}"`).toEqual([]);
  });
});

describe.each(glossary.filter((entry) => entry.sameAs))("$concept", (entry) => {
  it(`is "$term" wherever the English names it`, () => {
    const { english, spanish } = entry.sameAs ?? { english: /$^/, spanish: /$^/ };
    const named = texts.filter((text) => english.test(text.english ?? ""));
    expect(named.length, "the English never names it").toBeGreaterThan(0);
    const missing = named.filter(({ value }) => !spanish.test(value));
    expect(missing.map(({ source, path, value }) => `${source}.${path}: ${value}`)).toEqual([]);
  });
});

describe.each(glossary.filter((entry) => entry.gloss))("$concept", (entry) => {
  it("is explained in plain words on every page that uses it", () => {
    const sources = new Set(
      texts.filter(({ value }) => value.includes(entry.term.replace(/^ley /, ""))).map((text) => text.source),
    );
    expect(sources.size, `no page uses "${entry.term}"`).toBeGreaterThan(0);
    for (const source of sources) {
      const explained = texts.some((text) => text.source === source && entry.gloss?.test(text.value));
      expect(explained, `${source} uses "${entry.term}" without its gloss`).toBe(true);
    }
  });
});

it('addresses the reader with "le", never "lo"', () => {
  const found = texts.flatMap(({ source, path, value }) =>
    readerAsLo
      .filter((pattern) => pattern.test(value))
      .map((pattern) => `${source}.${path}: ${value.match(pattern)?.[0]}`),
  );
  expect(found).toEqual([]);
});

it('keeps "en California" in every Spanish meta title whose English says "in California"', () => {
  const titles = texts.filter(({ path }) => /(?:^|\.)meta\.title$/.test(path));
  const californian = titles.filter(({ english }) => english?.includes("in California"));
  expect(californian.length).toBeGreaterThanOrEqual(16);
  for (const { source, value } of californian) {
    expect(value, source).toContain("en California");
  }
});
