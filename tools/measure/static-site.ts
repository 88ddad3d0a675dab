import { execFile, spawn } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { loadAverage, positiveCount, sittingExitCode } from "./sitting.ts";
import { floorPath, startStaticProxy } from "./static-proxy.ts";

/**
 * `pnpm measure:static`: the public pages as production serves them, files from nginx (the
 * production templates, over HTTPS, brotli), beside the floor page served the same way (a practice
 * page with every script removed, written into the same folder). In one sitting:
 * 1. throughput: --rounds rounds of --seconds each of the floor, the home page and a practice page,
 *    in turn, over --connections keep-alive connections; each page's requests per second against
 *    the floor's of the same round. The client is Debian's `wrk` (apt-get install wrk), written in
 *    C: it shares the two cores with nginx, and a client in Node (autocannon) spent them parsing
 *    bodies, so the larger home page measured the client, at 0.7 × the floor, not the server;
 * 2. Lighthouse (tools/measure/lighthouse.ts, mobile) with that floor page as its calibration: each
 *    page's LCP and TBT against the floor's, and its score.
 * Budgets (docs/performance.md): at least 0.8 × the floor's requests per second (median of the
 * rounds); LCP within 50 ms and TBT within 10 ms of the floor's; performance 100. Exits 1 on a miss.
 *
 *   node tools/measure/static-site.ts [--rounds 3] [--seconds 10] [--connections 20] [--runs 3] [--only /,/es] [--no-lighthouse]
 */
const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    "no-lighthouse": { type: "boolean", default: false },
  },
});
const rounds = positiveCount(options.rounds, "rounds");
const seconds = positiveCount(options.seconds, "seconds");
const connections = positiveCount(options.connections, "connections");
const practicePage = "/services/motorcycle-injuries";
const minShareOfFloor = 0.8;

const proxy = await startStaticProxy(practicePage);
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    interrupted = true;
    void proxy.stop().then(() => process.exit(130));
  });
}

const run = promisify(execFile);

/** Requests per second over `connections` connections for `seconds`, as wrk reports them. */
async function requestsPerSecond(path: string): Promise<number> {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "-H", "accept-encoding: br, gzip"];
  const { stdout } = await run("wrk", [...args, `${proxy.origin}${path}`]).catch((error: unknown) => {
    const missing = error instanceof Error && "code" in error && error.code === "ENOENT";
    throw missing ? new Error("wrk is missing: apt-get install wrk") : error;
  });
  const failed = /Non-2xx or 3xx responses: (\d+)|Socket errors: (.*)/.exec(stdout);
  if (failed) throw new Error(`${path}: requests failed (${failed[0]})`);
  const figure = /Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1];
  if (figure === undefined) throw new Error(`${path}: no figure in wrk's output:\n${stdout}`);
  return Number(figure);
}

const targets = [
  { label: `floor (${practicePage} without scripts)`, path: floorPath },
  { label: "/", path: "/" },
  { label: practicePage, path: practicePage },
];
console.log(
  `Static pages from nginx (production templates, HTTPS, brotli) on ${proxy.origin}: ${rounds} round(s) of ` +
    `${seconds} s per page over ${connections} connections; load average ${loadAverage()} at start`,
);
const figures = new Map<string, number[]>(targets.map((target) => [target.path, []]));
const shares = new Map<string, number[]>(targets.map((target) => [target.path, []]));
let misses = 0;
try {
  for (let round = 1; round <= rounds && !interrupted; round++) {
    const measured: Record<string, number> = {};
    for (const target of targets) measured[target.path] = await requestsPerSecond(target.path);
    const floor = measured[floorPath] ?? 1;
    for (const target of targets) {
      figures.get(target.path)?.push(measured[target.path] ?? 0);
      shares.get(target.path)?.push((measured[target.path] ?? 0) / floor);
    }
    console.log(
      `round ${round}: ${targets.map((target) => `${target.label} ${Math.round(measured[target.path] ?? 0)} req/s`).join(", ")} (load ${loadavg()[0]?.toFixed(2)})`,
    );
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
  console.log("| page | req/s median / worst | share of the floor, median / worst | budget |");
  console.log("| --- | ---: | ---: | --- |");
  for (const target of targets) {
    const values = figures.get(target.path) ?? [];
    const ratios = shares.get(target.path) ?? [];
    const floorRow = target.path === floorPath;
    const met = floorRow || median(ratios) >= minShareOfFloor;
    if (!met) misses += 1;
    console.log(
      `| ${target.label} | ${Math.round(median(values))} / ${Math.round(Math.min(...values))} | ` +
        `${median(ratios).toFixed(2)} / ${Math.min(...ratios).toFixed(2)} | ${floorRow ? "calibration" : `≥ ${minShareOfFloor} ${met ? "met" : "MISSED"}`} |`,
    );
  }

  if (!options["no-lighthouse"] && !interrupted) {
    const script = fileURLToPath(new URL("./lighthouse.ts", import.meta.url));
    const args = [script, "--base", proxy.origin, "--floor", `${proxy.origin}${floorPath}`];
    args.push("--runs", options.runs, ...(options.only ? ["--only", options.only] : []));
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, args, { stdio: "inherit" });
      child.once("exit", (exitCode) => resolve(exitCode ?? 1));
    });
    if (code !== 0) misses += 1;
  }
} finally {
  await proxy.stop();
}
console.log(`Load average at end ${loadAverage()}.`);
process.exit(sittingExitCode({ misses, interrupted }));
