import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { Launcher, launch } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { launcherFlagsWithoutBrowserUi } from "./browser-ui.ts";
import { type CalibrationServer, startCalibrationPage } from "./calibration-page.ts";
import { selectPages } from "./site-pages.ts";
import { openSite } from "./site-server.ts";
import { loadAverage, positiveCount, sittingExitCode } from "./sitting.ts";
import { describeSurfaceHold, surfaceHold, surfaceTraceCategories, type TraceEvent } from "./surface-hold.ts";
import { budgetMisses, budgets, kb, medianOf, type PageFigures, shownCls, worstOf } from "./web-budgets.ts";

/**
 * Lighthouse over every page of the site in both languages, as the Lighthouse CLI and PageSpeed run
 * it: mobile preset (simulated throttling), performance and SEO, a fresh Chromium for every run.
 * Before the first page and after the last it measures a calibration page of its own: one of the
 * site's pages with every script removed, served from the same origin (calibration-page.ts). Prints
 * the median and the worst of --runs runs for each page, with Lighthouse's benchmarkIndex and the
 * load average, every budget the median misses, and exits 1 when any page misses one.
 *
 *   node tools/measure/lighthouse.ts [--base URL] [--floor URL] [--runs 3] [--pages SUBSTRING] [--only /,/es] [--json-dir DIR] [--browser-ui] [--surfaces]
 *
 * --floor URL takes that page as the calibration instead (a script-free page the same server serves
 * the same way: `pnpm measure:static` passes nginx's floor page), and adds the budgets measured
 * against it: each page's median LCP within 50 ms and TBT within 10 ms of the floor's, score 100.
 *
 * Chromium's own address-bar popup renderer is turned off unless --browser-ui (browser-ui.ts).
 * --surfaces also records viz's frame decisions in each run's trace and prints, after the table, why
 * each run's first paint was or was not held back (surface-hold.ts); the extra tracing costs a little.
 *
 * Without --base it starts the built site (apps/web, production mode) on a free port.
 */
const { values: options } = parseArgs({
  options: {
    base: { type: "string" },
    floor: { type: "string" },
    runs: { type: "string", default: "3" },
    pages: { type: "string" },
    only: { type: "string" },
    "json-dir": { type: "string" },
    "browser-ui": { type: "boolean", default: false },
    surfaces: { type: "boolean", default: false },
  },
});
const runs = positiveCount(options.runs, "runs");
const pages = selectPages(options);
/** The page whose script-free copy is the calibration (a practice page: the most common kind). */
const calibrationSample = "/services/motorcycle-injuries";

const chromeFlags = [
  ...(options["browser-ui"]
    ? Launcher.defaultFlags()
    : launcherFlagsWithoutBrowserUi(Launcher.defaultFlags())),
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
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined)
      throw new Error(`${page}: Lighthouse gave no ${category} score`);
    return Math.round(value * 100);
  };
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
  const slowdown =
    lhr.configSettings.throttlingMethod === "simulate"
      ? lhr.configSettings.throttling.cpuSlowdownMultiplier
      : 1;
  return {
    score: score("performance"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    speedIndexMs: numeric("speed-index"),
    cls: numeric("cumulative-layout-shift"),
    mainThreadMs: numeric("mainthread-work-breakdown") / slowdown,
    scriptBytes: transferred("script"),
    totalBytes: transferred("total"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    paintHeldMs: Math.max(0, observed(lhr, "observedFirstPaint") - observed(lhr, "observedLoad")),
  };
}

/** A figure of the unthrottled load as Lighthouse observed it (its metrics audit). */
function observed(lhr: Result, name: "observedFirstPaint" | "observedLoad"): number {
  const details = lhr.audits.metrics?.details;
  const value = details?.type === "debugdata" ? details.items?.[0]?.[name] : undefined;
  if (typeof value !== "number") throw new Error(`Lighthouse observed no ${name}`);
  return value;
}

/** Audits that cost this run points: metrics below full marks, failing insights and SEO audits. */
function costlyAudits(lhr: Result): string[] {
  const refs = [...(lhr.categories.performance?.auditRefs ?? []), ...(lhr.categories.seo?.auditRefs ?? [])];
  return refs
    .filter((ref) => ref.weight > 0 || ref.group === "insights" || ref.group === "diagnostics")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ""}`);
}

const pair = (median: number, worst: number, format: (value: number) => string) =>
  `${format(median)} / ${format(worst)}`;
const ms = (value: number) => Math.round(value).toString();
const whole = (value: number) => value.toString();

function row(label: string, median: PageFigures, worst: PageFigures, load: number): string {
  return [
    label,
    pair(median.score, worst.score, whole),
    pair(median.seo, worst.seo, whole),
    pair(median.lcpMs, worst.lcpMs, ms),
    pair(median.tbtMs, worst.tbtMs, ms),
    pair(median.speedIndexMs, worst.speedIndexMs, ms),
    pair(shownCls(median.cls), shownCls(worst.cls), (value) => value.toFixed(3)),
    pair(median.mainThreadMs, worst.mainThreadMs, ms),
    kb(median.scriptBytes).toFixed(1),
    pair(median.benchmarkIndex, worst.benchmarkIndex, ms),
    pair(median.paintHeldMs, worst.paintHeldMs, ms),
    load.toFixed(2),
  ]
    .join(" | ")
    .replace(/^/, "| ")
    .concat(" |");
}

/** Set by close(): the loops stop starting runs. Closing at the end of a full sitting sets it too. */
let stopping = false;
/** Set only by SIGINT/SIGTERM: the sitting was cut short. */
let interrupted = false;
/** With --surfaces: one line per run on its first paint (surface-hold.ts), printed after the table. */
const surfaceLines: string[] = [];
const running = new Set<{ kill: () => void }>();
const site = await openSite(options.base);
let calibration: CalibrationServer | undefined;
const close = async () => {
  stopping = true;
  for (const chrome of running) chrome.kill();
  await calibration?.stop();
  await site.stop();
};
// Our own signal handlers stop Chromium and the site (chrome-launcher would exit at once).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    interrupted = true;
    void close().then(() => process.exit(130));
  });
}

/** One Lighthouse run in a Chromium of its own, closed afterwards. */
async function lighthouseOnce(url: string, label: string): Promise<{ figures: PageFigures; lhr: Result }> {
  const chrome = await launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags,
    ignoreDefaultFlags: true,
    handleSIGINT: false,
  });
  running.add(chrome);
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "seo"],
      ...(options.surfaces ? { additionalTraceCategories: surfaceTraceCategories } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`${label}: Lighthouse returned nothing`);
    if (options.surfaces) {
      const events: readonly TraceEvent[] = result.artifacts.Trace.traceEvents;
      surfaceLines.push(`${label}: ${describeSurfaceHold(surfaceHold(events, url))}`);
    }
    return { figures: figuresOf(label, result.lhr), lhr: result.lhr };
  } finally {
    chrome.kill();
    running.delete(chrome);
  }
}

type Measured = { label: string; median: PageFigures; worst: PageFigures; costly: string[]; load: number };

async function measure(url: string, label: string): Promise<Measured> {
  const load = loadavg()[0] ?? 0;
  const results: { figures: PageFigures; lhr: Result }[] = [];
  for (let run = 0; run < runs && !stopping; run++) results.push(await lighthouseOnce(url, label));
  const median = medianOf(results.map((result) => result.figures));
  const worst = worstOf(results.map((result) => result.figures));
  // The run with the lowest score shows which audits cost points.
  const lowest = [...results].sort((a, b) => a.figures.score - b.figures.score)[0];
  if (options["json-dir"] && lowest) {
    await mkdir(options["json-dir"], { recursive: true });
    const name = label === "/" ? "en-home" : label.replace(/^\//, "").replaceAll(/[/ ()]+/g, "-");
    await writeFile(`${options["json-dir"]}/${name}.json`, JSON.stringify(lowest.lhr));
  }
  const measured = { label, median, worst, costly: lowest ? costlyAudits(lowest.lhr) : [], load };
  console.log(row(label, median, worst, load));
  return measured;
}

const started = Date.now();
const loadAtStart = loadavg();
const calibrationLabel = options.floor
  ? `floor (${new URL(options.floor).pathname}, served as the pages are)`
  : `calibration (${calibrationSample} without scripts)`;
calibration = options.floor
  ? { url: options.floor, stop: async () => {} }
  : await startCalibrationPage(site.origin, calibrationSample);
console.log(
  `Lighthouse ${runs} run(s) per page, each in a fresh Chromium, ${pages.length} page(s) on ${site.origin}`,
);
console.log(
  "Each cell: median / worst. main ms: main-thread task time as run (Lighthouse's figure ÷ its CPU slowdown). " +
    "paint held ms: first paint after the load event, observed (Chromium holding frames back, Lighthouse #17148).",
);
console.log(
  "| page | perf | SEO | LCP ms | TBT ms | SI ms | CLS | main ms | JS KB | benchmarkIndex | paint held ms | load 1 min |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
const measured: Measured[] = [];
const calibrations: Measured[] = [];
try {
  calibrations.push(await measure(calibration.url, calibrationLabel));
  for (const page of pages) {
    if (stopping) break;
    measured.push(await measure(new URL(page, site.origin).href, page));
  }
  if (!stopping) calibrations.push(await measure(calibration.url, calibrationLabel));
} finally {
  await close();
}

if (surfaceLines.length > 0) console.log(`Surfaces, run by run:\n  ${surfaceLines.join("\n  ")}`);
/** Against the floor (--floor): the mean of its first and last medians. */
const floorMedian = (name: "lcpMs" | "tbtMs") =>
  calibrations.reduce((sum, entry) => sum + entry.median[name], 0) / Math.max(1, calibrations.length);
const floorMisses = (figures: PageFigures): string[] => {
  if (!options.floor) return [];
  const lcpGap = figures.lcpMs - floorMedian("lcpMs");
  const tbtGap = figures.tbtMs - floorMedian("tbtMs");
  return [
    ...(lcpGap > 50 ? [`LCP ${ms(lcpGap)} ms over the floor's (budget 50)`] : []),
    ...(tbtGap > 10 ? [`TBT ${ms(tbtGap)} ms over the floor's (budget 10)`] : []),
    ...(figures.score < 100 ? [`score ${figures.score} (budget 100)`] : []),
  ];
};
if (options.floor && calibrations.length > 0) {
  console.log(
    `Against the floor (LCP ${ms(floorMedian("lcpMs"))} ms, TBT ${ms(floorMedian("tbtMs"))} ms by its medians): ` +
      measured
        .map(
          (entry) =>
            `${entry.label} LCP ${ms(entry.median.lcpMs - floorMedian("lcpMs"))} ms, TBT ${ms(entry.median.tbtMs - floorMedian("tbtMs"))} ms`,
        )
        .join("; "),
  );
}
const missing = measured
  .map((entry) => ({ ...entry, misses: [...budgetMisses(entry.median), ...floorMisses(entry.median)] }))
  .filter((entry) => entry.misses.length > 0);
for (const entry of missing) {
  console.log(`MISS ${entry.label}: ${entry.misses.join("; ")}`);
  if (entry.costly.length > 0)
    console.log(`  costly audits (lowest-scoring run): ${entry.costly.join(", ")}`);
}
const all = measured.map((entry) => entry.worst);
const highest = (name: "lcpMs" | "tbtMs" | "speedIndexMs" | "mainThreadMs") =>
  ms(Math.max(...all.map((figures) => figures[name])));
console.log(
  `Summary: ${all.length} pages × ${runs} runs in ${Math.round((Date.now() - started) / 1000)} s; worst runs: ` +
    `score ${Math.min(...all.map((f) => f.score))}–${Math.max(...all.map((f) => f.score))}, SEO min ${Math.min(...all.map((f) => f.seo))}, ` +
    `LCP ${highest("lcpMs")} ms, TBT ${highest("tbtMs")} ms, SI ${highest("speedIndexMs")} ms, main ${highest("mainThreadMs")} ms, ` +
    `CLS ${shownCls(Math.max(...all.map((f) => f.cls))).toFixed(3)}, JS ${kb(Math.max(...all.map((f) => f.scriptBytes))).toFixed(1)} KB (budget ${budgets.maxScriptKb}); ` +
    `${missing.length} page(s) miss a budget by their median. Load average at start ${loadAverage(loadAtStart)}, at end ${loadAverage()}.`,
);
process.exit(
  sittingExitCode({ misses: missing.length, unmeasured: pages.length - measured.length, interrupted }),
);
