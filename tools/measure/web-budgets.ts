/** What one Lighthouse run measured on one page. */
export type PageFigures = {
  /** Performance and SEO scores as Lighthouse shows them, 0–100. */
  score: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** Main-thread task time as the page really ran it (Lighthouse's breakdown divided by its CPU slowdown). */
  mainThreadMs: number;
  /** Bytes on the wire (compressed), scripts only and everything. */
  scriptBytes: number;
  totalBytes: number;
  /** Lighthouse's benchmarkIndex of the machine during this run (higher is faster). */
  benchmarkIndex: number;
  /**
   * How long the first paint came after the page's load event, as observed (unthrottled); 0 when it
   * came before. Whole seconds here are Chromium holding the page's frames back (viz throttles a
   * renderer it thinks unresponsive to one BeginFrame a second: Lighthouse issue #17148), and the
   * simulated paint metrics and Speed Index inherit them. Not a budget: a reading of the browser.
   */
  paintHeldMs: number;
};

export type FigureName = keyof PageFigures;

/** Figures where a higher number is better; for every other figure the worst run is the highest. */
const higherIsBetter: ReadonlySet<FigureName> = new Set(["score", "seo", "benchmarkIndex"]);

/**
 * The site's budgets (docs/performance.md), mobile preset. KB here is 1024 bytes, as Lighthouse's own
 * budgets count it.
 */
export const budgets = {
  minScore: 100,
  minSeo: 100,
  maxLcpMs: 1200,
  maxTbtMs: 50,
  maxSpeedIndexMs: 1500,
  /** CLS as Lighthouse shows it (three decimals) must read 0. */
  maxCls: 0,
  maxMainThreadMs: 300,
  maxScriptKb: 110,
} as const;

export const kb = (bytes: number) => bytes / 1024;

/** CLS rounded the way Lighthouse's report prints it. */
export const shownCls = (cls: number) => Math.round(cls * 1000) / 1000;

/** The median of each figure over the runs, taken figure by figure (the lower middle for an even count). */
export function medianOf(runs: readonly PageFigures[]): PageFigures {
  return pick(runs, (values) => values[Math.floor((values.length - 1) / 2)]);
}

/** The worst run of each figure: the lowest score, the highest time, size or shift. */
export function worstOf(runs: readonly PageFigures[]): PageFigures {
  return pick(runs, (values, name) => (higherIsBetter.has(name) ? values[0] : values.at(-1)));
}

function pick(
  runs: readonly PageFigures[],
  choose: (sorted: number[], name: FigureName) => number | undefined,
): PageFigures {
  const first = runs[0];
  if (!first) throw new Error("no run to summarise");
  const entries = (Object.keys(first) as FigureName[]).map((name) => {
    const sorted = runs.map((run) => run[name]).sort((a, b) => a - b);
    const value = choose(sorted, name);
    if (value === undefined) throw new Error(`no value for ${name}`);
    return [name, value] as const;
  });
  return Object.fromEntries(entries) as PageFigures;
}

/** Every budget these figures miss, as sentences; empty when they meet them all. */
export function budgetMisses(figures: PageFigures): string[] {
  const misses: string[] = [];
  const atMost = (value: number, limit: number, text: string) => {
    if (value > limit) misses.push(text);
  };
  if (figures.score < budgets.minScore) misses.push(`performance ${figures.score} < ${budgets.minScore}`);
  if (figures.seo < budgets.minSeo) misses.push(`SEO ${figures.seo} < ${budgets.minSeo}`);
  atMost(figures.lcpMs, budgets.maxLcpMs, `LCP ${Math.round(figures.lcpMs)} ms > ${budgets.maxLcpMs} ms`);
  atMost(figures.tbtMs, budgets.maxTbtMs, `TBT ${Math.round(figures.tbtMs)} ms > ${budgets.maxTbtMs} ms`);
  atMost(
    figures.speedIndexMs,
    budgets.maxSpeedIndexMs,
    `Speed Index ${Math.round(figures.speedIndexMs)} ms > ${budgets.maxSpeedIndexMs} ms`,
  );
  atMost(
    shownCls(figures.cls),
    budgets.maxCls,
    `CLS ${shownCls(figures.cls).toFixed(3)} > ${budgets.maxCls}`,
  );
  atMost(
    figures.mainThreadMs,
    budgets.maxMainThreadMs,
    `main-thread ${Math.round(figures.mainThreadMs)} ms > ${budgets.maxMainThreadMs} ms`,
  );
  atMost(
    kb(figures.scriptBytes),
    budgets.maxScriptKb,
    `JavaScript ${kb(figures.scriptBytes).toFixed(1)} KB > ${budgets.maxScriptKb} KB`,
  );
  return misses;
}
