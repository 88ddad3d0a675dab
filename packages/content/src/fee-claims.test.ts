import { describe, expect, it } from "vitest";
import { feeClaim, makesFeeClaim } from "./fee-claims.ts";
import { bilingualExports } from "./glossary/spanish-texts.ts";

/** Paths of the entries that declare a fee claim, e.g. "whyUs.reasons[0]" ("" for the export itself). */
function claims(node: unknown, path = ""): string[] {
  if (Array.isArray(node)) return node.flatMap((child, index) => claims(child, `${path}[${index}]`));
  if (!node || typeof node !== "object") return [];
  const own = makesFeeClaim(node) ? [path] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) => claims(child, path ? `${path}.${key}` : key)),
  ];
}

/** Texts that say "no fee unless we win" outside any entry that declares it (meta tags aside). */
function undeclared(node: unknown, wording: RegExp, path = ""): string[] {
  if (typeof node === "string") return wording.test(node) ? [path] : [];
  if (makesFeeClaim(node) || /(?:^|\.)meta$/.test(path)) return [];
  if (Array.isArray(node)) {
    return node.flatMap((child, index) => undeclared(child, wording, `${path}[${index}]`));
  }
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, child]) =>
    undeclared(child, wording, path ? `${path}.${key}` : key),
  );
}

const noFee = { en: /\bno fees? unless we win\b/i, es: /\bsin honorarios si no ganamos\b/i };

it("marks an entry without changing its words", () => {
  const entry = feeClaim({ title: "Sin honorarios si no ganamos", description: "Nada por adelantado." });
  expect(makesFeeClaim(entry)).toBe(true);
  expect(entry.title).toBe("Sin honorarios si no ganamos");
  expect(makesFeeClaim({ title: "Sin honorarios si no ganamos" })).toBe(false);
});

describe.each(bilingualExports())("$name", ({ value }) => {
  it("declares its fee claims at the same places in English and Spanish", () => {
    expect(claims(value.es)).toEqual(claims(value.en));
  });

  it('says "no fee unless we win" only in entries that declare the claim', () => {
    expect(undeclared(value.en, noFee.en), "English").toEqual([]);
    expect(undeclared(value.es, noFee.es), "Spanish").toEqual([]);
  });
});
