import { describe, expect, it } from "vitest";
import { type CpuProfile, placeOf, summarizeProfile } from "./cpu-profile.ts";

const frame = (functionName: string, url = "") => ({ functionName, url, lineNumber: 0 });
const api = "file:///repo/apps/api/src/intake/submit.ts";

/** root → handler (own) → handler (recursion) → pg → JSON.parse (builtin); root → idle; root → GC. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame("(root)"), children: [2, 5, 6] },
    { id: 2, callFrame: frame("handler", api), children: [3] },
    { id: 3, callFrame: frame("handler", api), children: [4] },
    {
      id: 4,
      callFrame: frame("query", "file:///repo/node_modules/.pnpm/pg@8/node_modules/pg/lib/client.js"),
      children: [7],
    },
    { id: 5, callFrame: frame("(idle)") },
    { id: 6, callFrame: frame("(garbage collector)") },
    { id: 7, callFrame: frame("JSON.parse") },
  ],
  samples: [2, 3, 4, 4, 5, 6, 7],
  timeDeltas: [0, 1000, 1000, 2000, 2000, 4000, 500, 1500],
  startTime: 0,
  endTime: 12_000,
};

describe("CPU profile summary", () => {
  it("names where code lives: packages, scoped packages, Node core, project files", () => {
    expect(
      placeOf(frame("f", "file:///r/node_modules/.pnpm/x/node_modules/@fastify/rate-limit/index.js")),
    ).toBe("@fastify/rate-limit");
    expect(placeOf(frame("f", "file:///r/node_modules/.pnpm/x/node_modules/fastify/fastify.js"))).toBe(
      "fastify",
    );
    expect(placeOf(frame("f", "node:internal/streams/writable"))).toBe("node:streams");
    expect(placeOf(frame("f", "node:_http_server"))).toBe("node:http_server");
    expect(placeOf(frame("f", "node:internal/stream_base_commons"))).toBe("node:stream_base_commons");
    expect(placeOf(frame("f", api))).toBe("api: intake/submit.ts");
    expect(placeOf(frame("JSON.parse"))).toBe("V8 builtins");
  });

  it("splits busy time by place (builtins with their caller) and counts the project's functions once per sample", () => {
    const summary = summarizeProfile(profile);
    expect(summary.totalMs).toBe(12);
    expect(summary.idleMs).toBe(4);
    expect(summary.byPlace).toEqual([
      { name: "pg", ms: 5.5 },
      { name: "api: intake/submit.ts", ms: 2 },
      { name: "(garbage collector)", ms: 0.5 },
    ]);
    expect(summary.ownInclusive).toEqual([{ name: "api: intake/submit.ts handler", ms: 7.5 }]);
  });
});
