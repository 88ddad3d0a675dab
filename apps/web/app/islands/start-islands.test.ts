import { constants, runInThisContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { startIslandsScript } from "./start-islands.ts";

let modules = 0;

/** A new module whose evaluation records `name` (data: URLs are real ES modules to Node's loader). */
const recorder = (name: string) =>
  `data:text/javascript,globalThis.started=[...(globalThis.started ?? []), ${JSON.stringify(name)}];//${++modules}`;

const started = () => (globalThis as { started?: string[] }).started ?? [];

/** Runs the script's text as the browser would run the inline <script>: not through any bundler. */
function run(script: string) {
  delete (globalThis as { started?: string[] }).started;
  runInThisContext(script, { importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
}

type PaintObserver = {
  callback: PerformanceObserverCallback;
  options?: PerformanceObserverInit;
  disconnect: () => void;
};

/**
 * The browser's paint timeline as the script sees it through PerformanceObserver (never through
 * `performance.getEntriesByType`, which reads nothing here): the observers it registers, and `paint`,
 * which delivers an entry to them as the browser does, the earlier ones too for a buffered observer.
 */
function paintTimeline(supportedEntryTypes = ["navigation", "paint"]) {
  const observers: PaintObserver[] = [];
  const painted: string[] = [];
  const deliver = (observer: PaintObserver, names: string[]) => {
    const list = {
      getEntries: () => names.map((name) => ({ name })),
    } as unknown as PerformanceObserverEntryList;
    observer.callback(list, observer as unknown as PerformanceObserver);
  };
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = supportedEntryTypes;
      disconnect = vi.fn();
      callback: PerformanceObserverCallback;
      options?: PerformanceObserverInit;
      constructor(callback: PerformanceObserverCallback) {
        this.callback = callback;
        observers.push(this);
      }
      observe(options: PerformanceObserverInit) {
        this.options = options;
        if (options.buffered && painted.length > 0) deliver(this, [...painted]);
      }
    },
  );
  const paint = (name: string) => {
    painted.push(name);
    for (const observer of observers) deliver(observer, [name]);
  };
  return { observers, paint };
}

describe("the islands starter", () => {
  it("is plain JavaScript text that imports the hot-reload runtime, then the entry", async () => {
    const script = startIslandsScript({ entry: recorder("entry"), imports: [], hmrRuntime: recorder("hmr") });
    expect(script).not.toMatch(/__vite|__vitest/);
    paintTimeline().paint("first-contentful-paint");
    run(script);
    await vi.waitFor(() => expect(started()).toEqual(["hmr", "entry"]));
  });

  it("waits for the first contentful paint, preloads the entry's modules, and starts once", async () => {
    const timeline = paintTimeline();
    run(startIslandsScript({ entry: recorder("entry"), imports: ["/assets/a.js", "/assets/b.js"] }));
    timeline.paint("first-paint");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started()).toEqual([]);
    expect(document.head.querySelectorAll("link[rel=modulepreload]")).toHaveLength(0);

    timeline.paint("first-contentful-paint");
    timeline.paint("first-contentful-paint");
    await vi.waitFor(() => expect(started()).toEqual(["entry"]));
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual(["/assets/a.js", "/assets/b.js"]);
    expect(timeline.observers[0]?.disconnect).toHaveBeenCalled();
    for (const link of preloads) link.remove();
  });

  it("starts when the page painted before the script ran: its observer is buffered", async () => {
    const timeline = paintTimeline();
    timeline.paint("first-paint");
    timeline.paint("first-contentful-paint");
    run(startIslandsScript({ entry: recorder("entry"), imports: [] }));
    expect(timeline.observers[0]?.options).toEqual({ type: "paint", buffered: true });
    await vi.waitFor(() => expect(started()).toEqual(["entry"]));
  });

  it("starts at once where the browser has no paint timing", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    run(startIslandsScript({ entry: recorder("entry"), imports: [] }));
    await vi.waitFor(() => expect(started()).toEqual(["entry"]));
  });

  it("starts at once where the browser observes performance but not paints", async () => {
    const timeline = paintTimeline(["navigation", "resource"]);
    run(startIslandsScript({ entry: recorder("entry"), imports: [] }));
    await vi.waitFor(() => expect(started()).toEqual(["entry"]));
    expect(timeline.observers).toEqual([]);
  });

  it("cannot be closed early by a value that contains a closing script tag", () => {
    const script = startIslandsScript({ entry: "/x.js</script><script>alert(1)</script>", imports: [] });
    expect(script).not.toContain("</script");
  });
});
