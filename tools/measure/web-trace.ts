import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { launchMeasuringChromium } from "./browser-ui.ts";
import {
  type InspectorMode,
  inspectorModes,
  isInspectorMode,
  phone,
  traceInChromium,
} from "./inspector-trace.ts";
import { selectPages } from "./site-pages.ts";
import { openSite } from "./site-server.ts";
import { cpuRates, loadAverage } from "./sitting.ts";
import { type MainThreadSummary, summarizeTrace, type TraceEvent } from "./trace-summary.ts";

/**
 * What the main thread does while a page loads and just after, from Chromium performance traces:
 * a fresh browser per page and CPU rate, a phone-sized viewport, the trace kept for --seconds after
 * navigation (the relocation notice appears 1 s after load; --returning loads each page as a visitor
 * who dismissed it on an earlier visit, so it stays closed). Prints task time before and after the
 * first contentful paint and what it went to, by the trace's event names; the main thread's script
 * time, and the parsing done on background threads as scripts stream in.
 *
 * The browser is driven by Playwright, which enables V8's Runtime domain; `--inspector none` drives
 * it with no inspector domain enabled, as a visitor's browser runs, `--inspector debugger` with
 * Runtime and Debugger, as Lighthouse does (under Runtime alone React DOM's evaluation
 * takes two to four times as long).
 *
 *   node tools/measure/web-trace.ts [--base URL] [--pages SUBSTRING] [--only /,/es] [--cpu 1,4] [--seconds 5] [--returning] [--inspector none|runtime|debugger] [--trace-dir DIR]
 *
 * Without --base it starts the built site (apps/web, production mode) on a free port.
 */
const { values: options } = parseArgs({
  options: {
    base: { type: "string" },
    pages: { type: "string" },
    only: { type: "string" },
    cpu: { type: "string", default: "1,4" },
    seconds: { type: "string", default: "5" },
    "trace-dir": { type: "string" },
    returning: { type: "boolean", default: false },
    inspector: { type: "string" },
  },
});
function inspectorOption(value: string | undefined): InspectorMode | undefined {
  if (value === undefined || isInspectorMode(value)) return value;
  throw new Error(`--inspector takes ${inspectorModes.join(", ")}, not ${value}`);
}
const inspector = inspectorOption(options.inspector);
const rates = cpuRates(options.cpu);
const holdMs = Number(options.seconds) * 1000;
const pages = selectPages(options);

const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "toplevel",
  "blink.user_timing",
  "loading",
  "v8.execute",
  "v8",
];

const returningVisitor = 'localStorage.setItem("relocationNoticeDismissed", "true")';

async function traceOnce(url: string, rate: number): Promise<{ summary: MainThreadSummary; trace: Buffer }> {
  if (inspector) {
    const traceEvents = await traceInChromium(url, {
      inspector,
      rate,
      holdMs,
      categories,
      ...(options.returning ? { beforePage: returningVisitor } : {}),
    });
    return { summary: summarizeTrace(traceEvents), trace: Buffer.from(JSON.stringify({ traceEvents })) };
  }
  const browser = await launchMeasuringChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    if (options.returning) {
      await context.addInitScript(returningVisitor);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(holdMs);
    const trace = await browser.stopTracing();
    const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
    return { summary: summarizeTrace(parsed.traceEvents), trace };
  } finally {
    await browser.close();
  }
}

const round = (ms: number) => Math.round(ms).toLocaleString("en-US");
const kinds = (summary: MainThreadSummary) =>
  summary.kindsAfterPaint
    .slice(0, 6)
    .map((kind) => `${kind.kind} ${round(kind.ms)} ms/${kind.tasks}`)
    .join("; ");

const site = await openSite(options.base);
process.once("SIGINT", () => void site.stop().then(() => process.exit(130)));
console.log(
  `Traces of ${pages.length} page(s) on ${site.origin}, CPU ×${rates.join(", ×")}, ${holdMs} ms each` +
    (options.returning ? ", as a returning visitor (relocation notice dismissed before)" : "") +
    (inspector ? `, inspector domains: ${inspector}` : ", through Playwright (Runtime domain enabled)"),
);
console.log(`Load average at start ${loadAverage()}`);
console.log(
  "| page | CPU | FCP ms | tasks | task ms | after FCP ms (tasks) | long | blocking ms | script ms | background parse ms | after FCP, by kind |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
try {
  for (const path of pages) {
    for (const rate of rates) {
      const { summary, trace } = await traceOnce(new URL(path, site.origin).href, rate);
      console.log(
        `| ${path} | ×${rate} | ${round(summary.firstContentfulPaintMs)} | ${summary.tasks} | ${round(summary.taskMs)} | ` +
          `${round(summary.taskMsAfterPaint)} (${summary.tasksAfterPaint}) | ${summary.longTasks} | ${round(summary.blockingMs)} | ` +
          `${round(summary.scriptMs)} | ${round(summary.backgroundParseMs)} | ${kinds(summary)} |`,
      );
      if (options["trace-dir"]) {
        await mkdir(options["trace-dir"], { recursive: true });
        const name = path === "/" ? "en-home" : path.slice(1).replaceAll("/", "-");
        await writeFile(`${options["trace-dir"]}/${name}-cpu${rate}.json`, trace);
      }
    }
  }
} finally {
  await site.stop();
}
console.log(`Load average at end ${loadAverage()}`);
