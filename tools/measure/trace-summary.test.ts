import { describe, expect, it } from "vitest";
import { summarizeTrace, type TraceEvent } from "./trace-summary.ts";

const renderer = { pid: 7, tid: 1 };
const event = (name: string, ts: number, dur?: number, data?: Record<string, unknown>): TraceEvent => ({
  name,
  ph: dur === undefined ? "R" : "X",
  ts,
  ...(dur === undefined ? {} : { dur }),
  ...renderer,
  ...(data ? { args: { data } } : {}),
});

const trace: TraceEvent[] = [
  { name: "thread_name", ph: "M", ts: 0, ...renderer, args: { name: "CrRendererMain" } },
  // Another renderer (an extension, about:blank) with a little work: not the page's.
  { name: "thread_name", ph: "M", ts: 0, pid: 9, tid: 1, args: { name: "CrRendererMain" } },
  { name: "RunTask", ph: "X", ts: 1_000, dur: 1_000, pid: 9, tid: 1 },
  event("navigationStart", 10_000),
  // Parsing before the first paint: one task traced twice (the outer one counts).
  event("ThreadControllerImpl::RunTask", 11_000, 20_000),
  event("RunTask", 11_100, 19_800),
  event("ParseHTML", 11_200, 15_000),
  event("Layout", 26_300, 4_000),
  event("firstContentfulPaint", 40_000),
  // After the paint: a 60 ms hydration task, and two frames of an animation.
  event("RunTask", 50_000, 60_000),
  event("FunctionCall", 50_100, 59_000, { url: "http://127.0.0.1:3000/assets/framework-q3z5VTvw.js" }),
  // Its script: a module evaluation, then a call with a call nested in it (counted once).
  event("v8.evaluateModule", 50_200, 10_000),
  event("v8.callFunction", 60_300, 40_000),
  event("v8.callFunction", 61_000, 5_000),
  event("RunTask", 200_000, 3_000),
  event("Paint", 200_100, 2_500),
  event("RunTask", 216_000, 3_000),
  event("Paint", 216_100, 2_000),
  event("PrePaint", 218_200, 700),
  // Scripts parsed as they stream in: on another thread of the page's renderer, and of another renderer.
  { name: "v8.parseOnBackgroundParsing", ph: "X", ts: 12_000, dur: 8_000, pid: 7, tid: 2 },
  { name: "v8.parseOnBackgroundParsing", ph: "X", ts: 12_000, dur: 5_000, pid: 9, tid: 2 },
  // A task with nothing known inside.
  event("RunTask", 300_000, 500),
];

describe("summarizeTrace", () => {
  const summary = summarizeTrace(trace);

  it("sums the page's main-thread tasks once each, before and after the first paint", () => {
    expect(summary).toMatchObject({
      tasks: 5,
      taskMs: 86.5,
      tasksAfterPaint: 4,
      taskMsAfterPaint: 66.5,
      firstContentfulPaintMs: 30,
      longTasks: 1,
      blockingMs: 10,
    });
  });

  it("sums the main thread's script time with nested calls once, its module evaluation, and the renderer's background parsing", () => {
    expect(summary.scriptMs).toBe(50);
    expect(summary.evaluationMs).toBe(10);
    expect(summary.backgroundParseMs).toBe(8);
  });

  it("names each task by what took most of it, scripts by their file without the hash", () => {
    expect(summary.kindsAfterPaint).toEqual([
      { kind: "FunctionCall /assets/framework.js", tasks: 1, ms: 60 },
      { kind: "Paint", tasks: 2, ms: 6 },
      { kind: "Other", tasks: 1, ms: 0.5 },
    ]);
    expect(summary.kinds[0]).toEqual({ kind: "FunctionCall /assets/framework.js", tasks: 1, ms: 60 });
    expect(summary.kinds).toContainEqual({ kind: "ParseHTML", tasks: 1, ms: 20 });
  });

  it("follows the navigation to the page over a busier renderer (the browser's own address-bar popup)", () => {
    const busyInterface: TraceEvent[] = [
      {
        name: "navigationStart",
        ph: "R",
        ts: 500,
        pid: 9,
        tid: 1,
        args: { data: { documentLoaderURL: "" } },
      },
      { name: "RunTask", ph: "X", ts: 20_000, dur: 400_000, pid: 9, tid: 1 },
    ];
    const withUrl = trace.map((entry) =>
      entry.name === "navigationStart"
        ? {
            ...entry,
            args: { data: { documentLoaderURL: "http://127.0.0.1:3000/", isOutermostMainFrame: true } },
          }
        : entry,
    );
    expect(summarizeTrace([...busyInterface, ...withUrl])).toMatchObject({ tasks: 5, taskMs: 86.5 });
    // Without the page's navigation the busiest renderer is taken: the wrong one, which is why the URL rules.
    expect(summarizeTrace([...busyInterface, ...trace]).taskMs).not.toBe(86.5);
  });

  it("refuses a trace without a renderer main thread", () => {
    expect(() => summarizeTrace(trace.filter((entry) => entry.ph !== "M"))).toThrow("CrRendererMain");
  });
});
