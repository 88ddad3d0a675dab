import { locales } from "../locale.ts";

/**
 * For the package's tests: every bilingual export (any `{ en, es }` object in dictionaries/ or enums/),
 * found by Vite's glob import, as its Spanish strings with their English counterparts.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ["../dictionaries/**/*.ts", "../enums/*.ts", "!**/*.test.ts"],
  { eager: true },
);

export type Bilingual = { readonly en: unknown; readonly es: unknown };

export type SpanishText = {
  /** The export, e.g. "compliance" or "wrongfulDeath". */
  readonly source: string;
  /** Where in it, e.g. "meta.title". */
  readonly path: string;
  readonly value: string;
  /** The English at the same path. */
  readonly english: string | undefined;
};

function isBilingual(value: unknown): value is Bilingual {
  return typeof value === "object" && value !== null && locales.every((locale) => locale in value);
}

/** Every bilingual export of the package, with its file. */
export function bilingualExports(): { name: string; value: Bilingual; file: string }[] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, Bilingual] => isBilingual(entry[1]))
      .map(([name, value]) => ({ name, value, file })),
  );
}

/** The strings of a copy tree, by path ("a.b[2].c"). */
export function strings(node: unknown, path = ""): { path: string; value: string }[] {
  if (typeof node === "string") return [{ path, value: node }];
  if (Array.isArray(node)) return node.flatMap((child, index) => strings(child, `${path}[${index}]`));
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
  }
  return [];
}

export function spanishTexts(): SpanishText[] {
  const byName = new Map<string, Bilingual>();
  for (const { name, value } of bilingualExports()) byName.set(name, value);
  return [...byName].flatMap(([source, value]) => {
    const english = new Map(strings(value.en).map((entry) => [entry.path, entry.value]));
    return strings(value.es).map((entry) => ({ source, ...entry, english: english.get(entry.path) }));
  });
}
