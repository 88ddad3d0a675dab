/**
 * Copy with placeholders such as `{phone}`. The placeholder names are part of the type, so a
 * translation that drops or adds one, or a caller that forgets a value, fails to compile.
 */
type Names<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never;

declare const placeholders: unique symbol;

// A function type makes P invariant: a Spanish entry cannot silently drop or add a placeholder.
export type Template<P extends string> = string & { readonly [placeholders]: (name: P) => P };

/** A literal text with placeholders; a computed string (e.g. `"a" + "b"`) is refused, its names being unknowable. */
export function template<const S extends string>(text: string extends S ? never : S): Template<Names<S>> {
  return text as unknown as Template<Names<S>>;
}

export function fill<P extends string>(text: Template<P>, values: Readonly<Record<P, string>>): string {
  return replacePlaceholders(text, values);
}

/** Replaces each `{name}` found in `values`; unknown names stay as written. */
export function replacePlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
}

export function placeholderNames(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}
