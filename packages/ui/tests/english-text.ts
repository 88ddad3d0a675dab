import { readdir, readFile } from "node:fs/promises";

const content = new URL("../../content/", import.meta.url);

/** Every string of a value, in order (objects and arrays walked in key order). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/**
 * English sentences of the site's copy that Spanish pages must not show: every English string of
 * the content package's dictionaries that differs from its Spanish twin, cut at template slots
 * (`{phone}`), keeping pieces of at least two words and twelve letters that no Spanish string contains.
 */
export async function englishOnlyPhrases(): Promise<string[]> {
  const exports: Record<string, string> = JSON.parse(
    await readFile(new URL("package.json", content), "utf8"),
  ).exports;
  const practice = (await readdir(new URL("src/dictionaries/practice/", content)))
    .filter((file) => /^[a-z-]+\.ts$/.test(file))
    .map((file) => `./dictionaries/practice/${file.replace(/\.ts$/, "")}`);
  const entries = [
    ...Object.keys(exports).filter((key) => /^\.\/dictionaries\/[a-z-]+$/.test(key)),
    ...practice,
  ];
  const english = new Set<string>();
  const spanish: string[] = [];
  for (const entry of entries) {
    const specifier = `@firm/content/${entry.slice(2)}`;
    const module: Record<string, unknown> = await import(/* @vite-ignore */ specifier);
    for (const value of Object.values(module)) {
      if (typeof value !== "object" || value === null || !("en" in value) || !("es" in value)) continue;
      const [en, es] = [strings(value.en), strings(value.es)];
      spanish.push(...es);
      en.forEach((text, index) => {
        if (text !== es[index]) for (const piece of text.split(/\{[a-zA-Z]+\}/)) english.add(piece.trim());
      });
    }
  }
  return [...english].filter(
    (piece) => piece.length >= 12 && /\s/.test(piece) && !spanish.some((text) => text.includes(piece)),
  );
}
