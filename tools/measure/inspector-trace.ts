import { Launcher, launch } from "chrome-launcher";
import { launcherFlagsWithoutBrowserUi } from "./browser-ui.ts";
import { openInspector } from "./inspector.ts";
import type { TraceEvent } from "./trace-summary.ts";

/**
 * Which inspector domains are enabled while the page loads: none, as in a visitor's browser; Runtime,
 * as Playwright and DevTools' console enable it; Runtime and Debugger, as Lighthouse enables them.
 */
export const inspectorModes = ["none", "runtime", "debugger"] as const;
export type InspectorMode = (typeof inspectorModes)[number];

export const isInspectorMode = (value: unknown): value is InspectorMode =>
  inspectorModes.some((mode) => mode === value);

/** The phone the traces load pages on (a large Android phone's viewport and pixel ratio). */
export const phone = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

export type InspectorTraceOptions = {
  inspector: InspectorMode;
  /** CPU slowdown, as DevTools' throttling (1 = none). */
  rate: number;
  /** How long the trace runs on after the load event. */
  holdMs: number;
  categories: readonly string[];
  /** Script run in the page before any of its own (e.g. to set localStorage). */
  beforePage?: string;
};

/**
 * A trace of one page load, phone-sized, in a fresh Chromium driven over the DevTools protocol with
 * the Page, Emulation and Tracing domains, and the inspector domains `options.inspector` names
 * (none, Runtime, or Runtime and Debugger). With Runtime enabled and Debugger not (Playwright,
 * DevTools' console), V8 gives every Error object made a detailed stack, for which it reparses each
 * function on the stack to find its source positions: React DOM makes five such objects as its
 * module evaluates, inside a function that holds the whole library, and that evaluation takes two to
 * four times as long. With the Debugger enabled too (Lighthouse) the positions are kept from the
 * first compile, and a visitor's browser, with no inspector, never needs them.
 */
export async function traceInChromium(url: string, options: InspectorTraceOptions): Promise<TraceEvent[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      ...launcherFlagsWithoutBrowserUi(Launcher.defaultFlags()),
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
    ],
    ignoreDefaultFlags: true,
    handleSIGINT: false,
  });
  try {
    const page = await openInspector(chrome.port, "page");
    try {
      const events: TraceEvent[] = [];
      const complete = new Promise((resolve) => page.on("Tracing.tracingComplete", resolve));
      const loaded = new Promise((resolve) => page.on("Page.loadEventFired", resolve));
      page.on("Tracing.dataCollected", (params) => events.push(...(params as { value: TraceEvent[] }).value));
      await page.call("Page.enable");
      await page.call("Emulation.setDeviceMetricsOverride", { ...phone, mobile: true });
      await page.call("Emulation.setTouchEmulationEnabled", { enabled: true });
      await page.call("Emulation.setCPUThrottlingRate", { rate: options.rate });
      if (options.inspector !== "none") await page.call("Runtime.enable");
      if (options.inspector === "debugger") await page.call("Debugger.enable");
      if (options.beforePage) {
        await page.call("Page.addScriptToEvaluateOnNewDocument", { source: options.beforePage });
      }
      await page.call("Tracing.start", {
        traceConfig: { includedCategories: options.categories },
        transferMode: "ReportEvents",
      });
      await page.call("Page.navigate", { url });
      await loaded;
      await new Promise((resolve) => setTimeout(resolve, options.holdMs));
      await page.call("Tracing.end");
      await complete;
      return events;
    } finally {
      page.close();
    }
  } finally {
    chrome.kill();
  }
}
