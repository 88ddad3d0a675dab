import { describe, expect, it } from "vitest";
import { caseTypeLabels } from "../enums/case-type.ts";
import { placeholderNames } from "../template.ts";
import { homeContact } from "./home-contact.ts";
import { notFound } from "./not-found.ts";
import { relocationNotice } from "./relocation-notice.ts";

/** Spanish values allowed to equal their English counterparts (names, numbers, codes). */
const sameInBothLanguages = new Set<string>(["notFound.code"]);

type Entry = { path: string; value: string };

function entries(node: unknown, path = ""): Entry[] {
  if (typeof node === "string") return [{ path, value: node }];
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
  }
  return [];
}

const dictionaries = { homeContact, relocationNotice, notFound, caseTypeLabels };

describe.each(Object.entries(dictionaries))("%s", (name, dictionary) => {
  const english = entries(dictionary.en);
  const spanish = new Map(entries(dictionary.es).map((entry) => [entry.path, entry.value]));

  it("has the same keys in Spanish as in English", () => {
    expect([...spanish.keys()].sort()).toEqual(english.map((entry) => entry.path).sort());
  });

  it.each(english)("$path is non-empty, translated and keeps its placeholders", ({ path, value }) => {
    const qualified = `${name}.${path}`;
    const translation = spanish.get(path) ?? "";
    expect(value.trim(), `${path} (en)`).not.toBe("");
    expect(translation.trim(), `${path} (es)`).not.toBe("");
    if (!sameInBothLanguages.has(qualified)) expect(translation, `${path} untranslated`).not.toBe(value);
    expect(placeholderNames(translation).sort()).toEqual(placeholderNames(value).sort());
  });
});
