/** What one page's median Lighthouse run measured. */
export type PageFigures = {
  page: string;
  /** Performance score as Lighthouse shows it, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire (compressed), scripts only and everything. */
  scriptBytes: number;
  totalBytes: number;
};

/** The web budgets. KB here is 1024 bytes, as Lighthouse's own budgets count it. */
export const budgets = {
  maxScriptKb: 120,
  minScore: 100,
  minConsultationScore: 98,
  /** CLS as Lighthouse shows it (three decimals) must read 0. */
  maxCls: 0,
} as const;

export const kb = (bytes: number) => bytes / 1024;

/** CLS rounded the way Lighthouse's report prints it. */
export const shownCls = (cls: number) => Math.round(cls * 1000) / 1000;

/** Every budget this page misses, as sentences; empty when it meets them all. */
export function budgetMisses(figures: PageFigures, isConsultation: boolean): string[] {
  const misses: string[] = [];
  const minScore = isConsultation ? budgets.minConsultationScore : budgets.minScore;
  if (figures.score < minScore) misses.push(`performance ${figures.score} < ${minScore}`);
  if (kb(figures.scriptBytes) > budgets.maxScriptKb) {
    misses.push(`JavaScript ${kb(figures.scriptBytes).toFixed(1)} KB > ${budgets.maxScriptKb} KB`);
  }
  if (shownCls(figures.cls) > budgets.maxCls) {
    misses.push(`CLS ${shownCls(figures.cls).toFixed(3)} > ${budgets.maxCls}`);
  }
  return misses;
}
