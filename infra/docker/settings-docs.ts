/**
 * The settings tables of infra/settings.md, read as compose.test.ts checks them: a setting is
 * documented when its name stands, in backticks, in the first column of a table row
 * (`| \`NAME\`, \`OTHER\` | default | meaning |`).
 */

/** Every name in the first column of the Markdown's tables, once per occurrence, in order. */
export function tableSettings(markdown: string): string[] {
  return [...markdown.matchAll(/^\|([^|\n]*)\|/gm)].flatMap((row) =>
    [...(row[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ""),
  );
}

/** The names of `used` that no table row of `markdown` documents, sorted. */
export function undocumentedSettings(markdown: string, used: Iterable<string>): string[] {
  const documented = new Set(tableSettings(markdown));
  return [...new Set(used)].filter((name) => !documented.has(name)).sort();
}

/** Names documented more than once, sorted. */
export function repeatedSettings(markdown: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of tableSettings(markdown)) (seen.has(name) ? repeated : seen).add(name);
  return [...repeated].sort();
}
