import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { freePort } from "@firm/api/testing/ports";
import { launch } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { isConsultationPage, sitePages } from "./site-pages.ts";
import { type SiteServer, startBuiltSite } from "./site-server.ts";
import { budgetMisses, budgets, kb, type PageFigures, shownCls } from "./web-budgets.ts";

/**
 * Lighthouse over every page of the site in both languages: mobile preset (Lighthouse's default
 * form factor and simulated throttling), performance only, the median of --runs runs by score.
 * Prints each page's figures, every budget miss, and exits 1 when any page misses a budget.
 *
 *   node infra/measure/lighthouse.ts [--base URL] [--runs 3] [--pages SUBSTRING] [--json-dir DIR]
 *
 * Without --base it starts the built site (apps/web, production mode) on a free port.
 */
const { values: options } = parseArgs({
  options: {
    base: { type: "string" },
    runs: { type: "string", default: "3" },
    pages: { type: "string" },
    "json-dir": { type: "string" },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, not ${options.runs}`);
const pages = sitePages.filter((page) => !options.pages || page.includes(options.pages));
if (pages.length === 0) throw new Error(`no page matches --pages ${options.pages}`);

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  // A running stack (--base) may serve a self-signed certificate.
  ...(options.base ? ["--ignore-certificate-errors"] : []),
];

function figuresOf(page: string, lhr: Result): PageFigures {
  if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`${page}: Lighthouse gave no performance score`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${page}: audit ${id} has no value`);
    return value;
  };
  const summary = lhr.audits["resource-summary"]?.details;
  const transferred = (type: string) => {
    const items = summary?.type === "table" ? summary.items : [];
    const size = items.find((item) => item.resourceType === type)?.transferSize;
    return typeof size === "number" ? size : 0;
  };
  return {
    page,
    score: Math.round(score * 100),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: transferred("script"),
    totalBytes: transferred("total"),
  };
}

/** Performance audits that cost this run points: metrics below full marks and failing insights. */
function costlyAudits(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group === "metrics" || ref.group === "insights" || ref.group === "diagnostics")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ""}`);
}

const row = (figures: PageFigures) =>
  `| ${figures.page} | ${figures.score} | ${Math.round(figures.lcpMs)} | ${Math.round(figures.tbtMs)} | ${shownCls(figures.cls).toFixed(3)} | ${kb(figures.scriptBytes).toFixed(1)} | ${kb(figures.totalBytes).toFixed(1)} |`;

/** The running site given by --base, or the built site started here (stopped at the end). */
async function openSite(): Promise<SiteServer> {
  if (options.base) return { origin: options.base, stop: async () => {} };
  return startBuiltSite(await freePort());
}

const site = await openSite();
const origin = site.origin;
// Our own signal handlers stop Chromium and the site (chrome-launcher would exit at once).
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags, handleSIGINT: false });
const flags: Flags = {
  port: chrome.port,
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance"],
};
const started = Date.now();
const loadAtStart = loadavg();
const measured: { figures: PageFigures; misses: string[]; costly: string[] }[] = [];

let closing: Promise<void> | undefined;
const close = () => {
  closing ??= (async () => {
    chrome.kill();
    await site.stop();
  })();
  return closing;
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void close().then(() => process.exit(130)));
}

console.log(`Lighthouse ${runs} run(s) per page, ${pages.length} page(s) on ${origin}`);
console.log("| page | score | LCP ms | TBT ms | CLS | JS KB | total KB |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
try {
  for (const page of pages) {
    const results: { figures: PageFigures; lhr: Result }[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(new URL(page, origin).href, flags);
      if (!result) throw new Error(`${page}: Lighthouse returned nothing`);
      results.push({ figures: figuresOf(page, result.lhr), lhr: result.lhr });
    }
    results.sort((a, b) => a.figures.score - b.figures.score);
    const median = results[Math.floor((results.length - 1) / 2)];
    if (!median) throw new Error(`${page}: no run`);
    const misses = budgetMisses(median.figures, isConsultationPage(page));
    measured.push({ figures: median.figures, misses, costly: costlyAudits(median.lhr) });
    console.log(row(median.figures));
    if (options["json-dir"]) {
      await mkdir(options["json-dir"], { recursive: true });
      const name = page === "/" ? "en-home" : page.slice(1).replaceAll("/", "-");
      await writeFile(`${options["json-dir"]}/${name}.json`, JSON.stringify(median.lhr));
    }
  }
} finally {
  await close();
}

const all = measured.map((entry) => entry.figures);
const missing = measured.filter((entry) => entry.misses.length > 0);
for (const entry of missing) {
  console.log(`MISS ${entry.figures.page}: ${entry.misses.join("; ")}`);
  if (entry.costly.length > 0) console.log(`  costly audits: ${entry.costly.join(", ")}`);
}
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" ");
console.log(
  `Summary: ${all.length} pages × ${runs} runs in ${Math.round((Date.now() - started) / 1000)} s; ` +
    `score ${Math.min(...all.map((f) => f.score))}–${Math.max(...all.map((f) => f.score))}, ` +
    `max LCP ${Math.round(Math.max(...all.map((f) => f.lcpMs)))} ms, max TBT ${Math.round(Math.max(...all.map((f) => f.tbtMs)))} ms, ` +
    `max CLS ${shownCls(Math.max(...all.map((f) => f.cls))).toFixed(3)}, ` +
    `max JS ${kb(Math.max(...all.map((f) => f.scriptBytes))).toFixed(1)} KB (budget ${budgets.maxScriptKb}); ` +
    `${missing.length} page(s) miss a budget. Load average at start ${load(loadAtStart)}, at end ${load(loadavg())}.`,
);
process.exit(missing.length > 0 ? 1 : 0);
