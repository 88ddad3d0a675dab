/**
 * Reads a V8 CPU profile (`.cpuprofile`, as `node --cpu-prof` or the inspector's Profiler domain
 * writes it) into the figures a performance note needs: where the process's busy time went, by
 * package (self time) and by the project's own functions (inclusive time).
 */

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

export type Share = { name: string; ms: number };
export type ProfileSummary = {
  /** Wall-clock length of the profile. */
  totalMs: number;
  /** Time the thread was idle (waiting for I/O). */
  idleMs: number;
  /**
   * Busy time by where the code lives: a package, a Node core area, V8 (GC) or a project file; V8's
   * builtins count for the code that called them.
   */
  byPlace: Share[];
  /** Busy time inside each of the project's own functions, callees included. */
  ownInclusive: Share[];
};

const pseudo = new Set(["(idle)", "(root)", "(program)", "(garbage collector)"]);
const builtins = "V8 builtins";

/** Where a frame's code lives, as a short name. */
export function placeOf({ functionName, url }: CallFrame): string {
  if (!url) return pseudo.has(functionName) ? functionName : builtins;
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const [scope = "", name = ""] = url.slice(modules + "/node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  if (url.startsWith("node:")) {
    const [area = ""] = url
      .slice("node:".length)
      .replace(/^internal\//, "")
      .split("/");
    return `node:${area.replace(/^_/, "")}`;
  }
  const own = /\/(apps|packages)\/([^/]+)\/(?:src\/)?(.*)$/.exec(url);
  return own ? `${own[2]}: ${own[3]}` : url;
}

const isOwn = (frame: CallFrame) =>
  /\/(apps|packages)\//.test(frame.url) && !frame.url.includes("/node_modules/");

const sorted = (totals: Map<string, number>): Share[] =>
  [...totals].map(([name, micros]) => ({ name, ms: micros / 1000 })).sort((a, b) => b.ms - a.ms);

function add(totals: Map<string, number>, name: string, micros: number) {
  totals.set(name, (totals.get(name) ?? 0) + micros);
}

export function summarizeProfile(profile: CpuProfile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // Each sample stands for the time until the next one (as DevTools counts it).
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index + 1] ?? 0;
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + Math.max(0, micros));
  });
  const byPlace = new Map<string, number>();
  const ownInclusive = new Map<string, number>();
  let idle = 0;
  // Walk the tree with the project's functions already on the stack, so that recursion and
  // repeated frames are counted once per sample.
  const walk = (id: number, onStack: ReadonlySet<string>, callerPlace: string) => {
    const node = nodes.get(id);
    if (!node) return;
    const { callFrame } = node;
    const own = isOwn(callFrame) ? `${placeOf(callFrame)} ${callFrame.functionName || "(anonymous)"}` : "";
    const stack = own && !onStack.has(own) ? new Set([...onStack, own]) : onStack;
    const micros = selfMicros.get(id) ?? 0;
    // V8's builtins (JSON, RegExp, Map, string and typed-array methods) count for their caller.
    const place = placeOf(callFrame) === builtins ? callerPlace : placeOf(callFrame);
    if (callFrame.functionName === "(idle)") idle += micros;
    else if (micros > 0) {
      add(byPlace, place, micros);
      for (const name of stack) add(ownInclusive, name, micros);
    }
    for (const child of node.children ?? []) walk(child, stack, place);
  };
  const root = profile.nodes.find((node) => node.callFrame.functionName === "(root)") ?? profile.nodes[0];
  if (root) walk(root.id, new Set(), builtins);
  return {
    totalMs: (profile.endTime - profile.startTime) / 1000,
    idleMs: idle / 1000,
    byPlace: sorted(byPlace),
    ownInclusive: sorted(ownInclusive),
  };
}

/** The summary as text: busy share, then the largest places and the project's functions. */
export function describeProfile(summary: ProfileSummary, requests: number, top = 14): string {
  const busy = summary.totalMs - summary.idleMs;
  const percent = (ms: number) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
  const perRequest = (ms: number) => `${((1000 * ms) / Math.max(1, requests)).toFixed(1).padStart(6)} µs/req`;
  const rows = (shares: Share[]) =>
    shares.slice(0, top).map((share) => `    ${percent(share.ms)}  ${perRequest(share.ms)}  ${share.name}`);
  return [
    `  API main thread: busy ${busy.toFixed(0)} of ${summary.totalMs.toFixed(0)} ms ` +
      `(${((100 * busy) / summary.totalMs).toFixed(0)} %), ${perRequest(busy).trim()} over ${requests} requests`,
    "  self time by place:",
    ...rows(summary.byPlace),
    "  the API's own functions, callees included:",
    ...rows(summary.ownInclusive),
  ].join("\n");
}
