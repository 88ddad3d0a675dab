/**
 * Reads a Chromium performance trace (the JSON that DevTools' Performance panel saves) and sums what
 * the page's main thread did: every top-level task, split by what it ran, before and after the first
 * contentful paint. The split follows the trace's own event names, so a figure can be looked up in
 * DevTools by name.
 */
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

export type TaskKind = { kind: string; tasks: number; ms: number };

export type MainThreadSummary = {
  /** Every top-level task of the renderer's main thread in the trace. */
  tasks: number;
  taskMs: number;
  /** Tasks that started after the first contentful paint. */
  tasksAfterPaint: number;
  taskMsAfterPaint: number;
  /** Milliseconds from navigation start. */
  firstContentfulPaintMs: number;
  /**
   * Time the main thread spent running script (V8's calls, module evaluations and classic script
   * runs, nested calls counted once), lazy compiling included; and the time the renderer's other
   * threads spent parsing and compiling scripts as they streamed in.
   */
  scriptMs: number;
  /** The part of `scriptMs` spent evaluating ES modules (their top-level code). */
  evaluationMs: number;
  backgroundParseMs: number;
  /** Tasks of 50 ms or more (long tasks), and their time beyond 50 ms each. */
  longTasks: number;
  blockingMs: number;
  /** Task time by what each task mostly ran, largest first. */
  kinds: TaskKind[];
  /** Task time after the first paint by kind, largest first. */
  kindsAfterPaint: TaskKind[];
};

const topLevelNames = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask"]);

/** Names that say what a task ran, with the detail that makes them useful (the script, the event). */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const source = (value: unknown) => {
    if (typeof value !== "string" || value === "") return "";
    const path = value.replace(/^https?:\/\/[^/]+/, "");
    return ` ${path.replace(/-[\w-]{8}\.js$/, ".js")}`;
  };
  switch (event.name) {
    case "FunctionCall":
    case "EvaluateScript":
    case "v8.compile":
    case "v8.compileModule":
    case "v8.evaluateModule":
      return `${event.name}${source(data.url ?? data.functionName)}`;
    case "EventDispatch":
      return `EventDispatch ${String(data.type ?? "")}`;
    case "TimerFire":
    case "FireIdleCallback":
    case "FireAnimationFrame":
    case "ParseHTML":
    case "ParseAuthorStyleSheet":
    case "UpdateLayoutTree":
    case "Layout":
    case "PrePaint":
    case "Paint":
    case "Layerize":
    case "Commit":
    case "HitTest":
    case "MajorGC":
    case "MinorGC":
    case "V8.GC_SCAVENGER":
    case "RunMicrotasks":
    case "ResourceReceivedData":
    case "ResourceReceiveResponse":
    case "ResourceFinish":
    case "DecodeImage":
    case "ScheduleStyleRecalculation":
    case "IntersectionObserverController::computeIntersections":
    case "ResizeObserverController::BroadcastObservations":
    case "BeginMainThreadFrame":
    case "BeginFrame":
    case "UpdateLayer":
    case "HandlePostMessage":
      return event.name;
    default:
      return "";
  }
}

/**
 * The renderer main thread that ran the page: the one that started the navigation to an http(s)
 * document; else the CrRendererMain with the most task time. (Task time alone can pick the browser's
 * own interface: Chromium 156 runs its address-bar popup in a renderer that may be busier than the
 * page's at start.)
 */
function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      /^https?:/.test(String(event.args?.data?.documentLoaderURL ?? "")) &&
      event.args?.data?.isOutermostMainFrame !== false,
  );
  if (navigation) return { pid: navigation.pid, tid: navigation.tid };
  const mains = events.filter((event) => event.ph === "M" && event.args?.name === "CrRendererMain");
  let best = { pid: -1, tid: -1, ms: -1 };
  for (const main of mains) {
    const ms = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && topLevelNames.has(event.name))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (ms > best.ms) best = { pid: main.pid, tid: main.tid, ms };
  }
  if (best.pid < 0) throw new Error("the trace has no renderer main thread (CrRendererMain)");
  return best;
}

const scriptEvents = new Set(["v8.callFunction", "v8.evaluateModule", "v8.run"]);

/** The length of the union of the events' intervals (they are sorted by start), in ms. */
function coveredMs(events: readonly TraceEvent[]): number {
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    const stop = event.ts + (event.dur ?? 0);
    if (stop <= end) continue;
    total += stop - Math.max(event.ts, end);
    end = stop;
  }
  return total / 1000;
}

function sortedKinds(totals: Map<string, TaskKind>): TaskKind[] {
  return [...totals.values()].sort((a, b) => b.ms - a.ms);
}

function add(totals: Map<string, TaskKind>, kind: string, ms: number): void {
  const entry = totals.get(kind) ?? { kind, tasks: 0, ms: 0 };
  entry.tasks += 1;
  entry.ms += ms;
  totals.set(kind, entry);
}

export function summarizeTrace(events: readonly TraceEvent[]): MainThreadSummary {
  const { pid, tid } = mainThreadOf(events);
  const onMain = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === "X" && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const navigation =
    events.find(
      (event) =>
        event.name === "navigationStart" &&
        event.pid === pid &&
        /^https?:/.test(String(event.args?.data?.documentLoaderURL ?? "")),
    ) ?? events.find((event) => event.name === "navigationStart" && event.pid === pid);
  const paint = events.find((event) => event.name === "firstContentfulPaint" && event.pid === pid);
  const origin = navigation?.ts ?? onMain[0]?.ts ?? 0;
  const paintTs = paint?.ts ?? Number.POSITIVE_INFINITY;

  // A task runner's task may be traced twice (ThreadControllerImpl::RunTask around RunTask): count the outer one.
  const tasks: TraceEvent[] = [];
  for (const event of onMain) {
    if (!topLevelNames.has(event.name) || event.ts < origin) continue;
    const previous = tasks.at(-1);
    if (previous && event.ts < previous.ts + (previous.dur ?? 0)) continue;
    tasks.push(event);
  }
  const kinds = new Map<string, TaskKind>();
  const kindsAfterPaint = new Map<string, TaskKind>();
  let cursor = 0;
  const summary = {
    tasks: 0,
    taskMs: 0,
    tasksAfterPaint: 0,
    taskMsAfterPaint: 0,
    longTasks: 0,
    blockingMs: 0,
  };
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // The child event that took longest inside this task names it ("Other" when none is known).
    const time = new Map<string, number>();
    while (cursor < onMain.length && (onMain[cursor]?.ts ?? 0) < task.ts) cursor += 1;
    for (let index = cursor; index < onMain.length; index++) {
      const child = onMain[index];
      if (!child || child.ts >= end) break;
      const label = labelOf(child);
      if (label) time.set(label, (time.get(label) ?? 0) + (child.dur ?? 0));
    }
    const kind = [...time.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "Other";
    const ms = (task.dur ?? 0) / 1000;
    summary.tasks += 1;
    summary.taskMs += ms;
    if (ms >= 50) {
      summary.longTasks += 1;
      summary.blockingMs += ms - 50;
    }
    add(kinds, kind, ms);
    if (task.ts >= paintTs) {
      summary.tasksAfterPaint += 1;
      summary.taskMsAfterPaint += ms;
      add(kindsAfterPaint, kind, ms);
    }
  }
  const backgroundParse = events.filter(
    (event) =>
      event.pid === pid &&
      event.tid !== tid &&
      event.ph === "X" &&
      event.name === "v8.parseOnBackgroundParsing",
  );
  return {
    ...summary,
    scriptMs: coveredMs(onMain.filter((event) => event.ts >= origin && scriptEvents.has(event.name))),
    evaluationMs: coveredMs(
      onMain.filter((event) => event.ts >= origin && event.name === "v8.evaluateModule"),
    ),
    backgroundParseMs: backgroundParse.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
    firstContentfulPaintMs: paint ? (paint.ts - origin) / 1000 : Number.NaN,
    kinds: sortedKinds(kinds),
    kindsAfterPaint: sortedKinds(kindsAfterPaint),
  };
}
