import { parseArgs } from "node:util";
import { calibrationPath, startCalibrationPage } from "./calibration-page.ts";
import { inspectorModes, traceInChromium } from "./inspector-trace.ts";
import { openSite } from "./site-server.ts";
import { cpuRates, loadAverage, medianAndWorst, positiveCount } from "./sitting.ts";
import { summarizeTrace } from "./trace-summary.ts";

/**
 * What the measuring instrument costs a page: each page load traced in a fresh
 * Chromium with no inspector domain enabled (a visitor's browser), with Runtime (Playwright, DevTools'
 * console) and with Runtime and Debugger (Lighthouse), the three in turn, --rounds times, beside the
 * script-free calibration page (calibration-page.ts). Prints, per page, CPU rate and mode, the median
 * and the worst of the main thread's task time, its script time and its module evaluation.
 *
 *   node tools/measure/inspector-cost.ts [--base URL] [--only /,/about] [--cpu 1,4] [--rounds 3] [--seconds 3]
 */
const { values: options } = parseArgs({
  options: {
    base: { type: "string" },
    only: { type: "string", default: "/,/about,/consultation" },
    cpu: { type: "string", default: "1,4" },
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "3" },
  },
});
const rates = cpuRates(options.cpu);
const rounds = positiveCount(options.rounds, "rounds");
const holdMs = Number(options.seconds) * 1000;
const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8.execute",
  "v8",
];

type Figures = { taskMs: number; scriptMs: number; evaluationMs: number };

const site = await openSite(options.base);
const calibration = await startCalibrationPage(site.origin, "/services/motorcycle-injuries");
process.once(
  "SIGINT",
  () => void Promise.all([calibration.stop(), site.stop()]).then(() => process.exit(130)),
);
const pages = [
  { label: "calibration (no script)", url: new URL(calibrationPath, calibration.url).href },
  ...options.only.split(",").map((path) => ({ label: path, url: new URL(path, site.origin).href })),
];

console.log(
  `${rounds} round(s), the three modes in turn, on ${site.origin}; load average at start ${loadAverage()}`,
);
const results = new Map<string, Figures[]>();
try {
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another mode, so that no mode always runs first on a cold machine.
    const turn = round % inspectorModes.length;
    const modes = [...inspectorModes.slice(turn), ...inspectorModes.slice(0, turn)];
    for (const page of pages) {
      for (const rate of rates) {
        for (const inspector of modes) {
          const summary = summarizeTrace(
            await traceInChromium(page.url, { inspector, rate, holdMs, categories }),
          );
          const key = `${page.label} | ×${rate} | ${inspector}`;
          const figures = {
            taskMs: summary.taskMs,
            scriptMs: summary.scriptMs,
            evaluationMs: summary.evaluationMs,
          };
          results.set(key, [...(results.get(key) ?? []), figures]);
        }
      }
    }
  }
} finally {
  await calibration.stop();
  await site.stop();
}

const shown = (values: number[]) => {
  const { median, worst } = medianAndWorst(values);
  return `${Math.round(median)} / ${Math.round(worst)}`;
};
console.log("| page | CPU | inspector | task ms | script ms | module evaluation ms |");
console.log("| --- | ---: | --- | ---: | ---: | ---: |");
for (const [key, runs] of results) {
  const column = (name: keyof Figures) => shown(runs.map((run) => run[name]));
  console.log(`| ${key} | ${column("taskMs")} | ${column("scriptMs")} | ${column("evaluationMs")} |`);
}
console.log(`Median / worst of ${rounds} run(s) each. Load average at end ${loadAverage()}`);
