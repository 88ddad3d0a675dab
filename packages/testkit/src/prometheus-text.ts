/** The value of one series of a Prometheus text exposition, labels matched exactly (any order); null when absent. */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort()))
      return Number(match[3]);
  }
  return null;
}
