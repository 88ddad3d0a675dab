import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createLedger, query } from "@firm/infra/load/intake-ledger";
import { startDebianCluster, stopDebianCluster } from "@firm/infra/postgres/debian-cluster";
import { freePort } from "@firm/testkit/ports";
import { finish, migrate, sleep, startApi } from "./api-process.ts";
import { startFailoverStack } from "./failover-stack.ts";
import { openLoop } from "./open-loop.ts";
import { loadAverage, medianAndWorst, positiveCount } from "./sitting.ts";

/**
 * `pnpm measure:standby-cost`: what the synchronous standby costs, in one sitting.
 * Three layouts side by side, each with the API in its own process: today's one PostgreSQL 15
 * server reached directly (the calibration), the cluster of `pnpm prod` through HAProxy with its
 * synchronous standby, and the same cluster with synchronous_mode turned off (Patroni's PATCH
 * /config), which splits the proxy's hop from the wait for the standby. Each round posts keyed
 * consultation requests at `--rate` (20/s) for `--seconds` (20) open-loop to each layout in turn;
 * the figures are the median and worst of `--rounds` (3) rounds' p50 and p99. Memory is the
 * proportional set size (PSS: shared pages split between their processes) of each layout's
 * processes at rest after the rounds. No WAL archiving in either layout: the replication alone.
 */
const { values: flags } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "20" },
    rate: { type: "string", default: "20" },
  },
});
const rounds = positiveCount(flags.rounds, "rounds");

/** Every process under the given ones (their own PIDs included), from /proc. */
async function tree(roots: number[]): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // pid (comm) state ppid …: the command may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (ppid) parents.set(Number(entry), ppid);
  }
  const found = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (found.has(ppid) && !found.has(pid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

/** PSS in MiB of a set of processes. */
async function pssMiB(pids: number[]): Promise<number> {
  let kib = 0;
  for (const pid of pids) {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, "utf8").catch(() => "");
    kib += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
  }
  return kib / 1024;
}

const postmaster = async (dataDir: string) =>
  Number((await readFile(join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0]);

console.log(
  `standby cost ${new Date().toISOString()}: ${cpus().length} CPUs, load average ${loadAverage()} at start, ` +
    `Node ${process.version}, Debian PostgreSQL 15, Patroni 3.0.2, etcd 3.4, HAProxy 2.6; ` +
    `${rounds} rounds of ${flags.seconds} s at ${flags.rate} req/s per layout`,
);
const root = await mkdtemp(join(tmpdir(), "firm-standby-cost-"));
const singleDir = join(root, "single");
const single = await startDebianCluster({ dataDir: singleDir, port: await freePort(), database: "firm" });
await migrate(single.url);
const stack = await startFailoverStack({ archiving: false });
const env = { OUTBOX_POLL_MS: "0", DB_POOL_MAX: "8" };
const apis = {
  single: await startApi({
    databaseUrl: single.url,
    port: await freePort(),
    env,
    logFile: join(root, "api-single.log"),
  }),
  cluster: await stack.startApi(),
};
const [leaderNode] = stack.cluster.layout.nodes;
const patch = async (synchronous: boolean) => {
  await fetch(`http://127.0.0.1:${leaderNode?.restPort}/config`, {
    method: "PATCH",
    body: JSON.stringify({ synchronous_mode: synchronous }),
  });
  // Patroni applies it on its next loop: until synchronous_standby_names says so.
  for (;;) {
    const [row] = await query<{ names: string }>(
      stack.cluster.url,
      "SELECT current_setting('synchronous_standby_names') AS names",
    );
    if (Boolean(row?.names) === synchronous) return;
    await sleep(250);
  }
};

type Layout =
  | "today: one server, direct"
  | "cluster, synchronous standby"
  | "cluster, standby not synchronous";
const figures = new Map<Layout, { p50: number[]; p99: number[]; errors: number; sent: number }>();
const measure = async (layout: Layout, origin: string) => {
  const ledger = createLedger(["consultation"], { keys: true });
  const request = ledger.requests[0];
  if (!request) throw new Error("no request");
  const result = await openLoop({
    origin,
    rate: Number(flags.rate),
    seconds: Number(flags.seconds),
    request,
  });
  const entry = figures.get(layout) ?? { p50: [], p99: [], errors: 0, sent: 0 };
  entry.p50.push(result.latency.p50);
  entry.p99.push(result.latency.p99);
  entry.errors +=
    result.errors + result.answered - [...ledger.statusByEmail.values()].filter((s) => s === 201).length;
  entry.sent += result.sent;
  figures.set(layout, entry);
  console.log(
    `  ${layout}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms (load ${loadAverage()})`,
  );
};
let exitCode = 0;
// Ctrl-C stops the sitting, not the cleanup: every server started here is stopped below.
let interrupted = false;
process
  .once("SIGINT", () => {
    interrupted = true;
  })
  .once("SIGTERM", () => {
    interrupted = true;
  });
try {
  for (let round = 1; round <= rounds && !interrupted; round += 1) {
    console.log(`round ${round}`);
    await measure("today: one server, direct", apis.single.origin);
    await measure("cluster, synchronous standby", apis.cluster.origin);
    await patch(false);
    await measure("cluster, standby not synchronous", apis.cluster.origin);
    await patch(true);
  }
  console.log(
    "commit latency of intake posts (POST /api/consultation, from due time), median and worst of the rounds:",
  );
  for (const [layout, entry] of figures) {
    const [p50, p99] = [medianAndWorst(entry.p50), medianAndWorst(entry.p99)];
    console.log(
      `  ${layout}: p50 ${p50.median} ms (worst ${p50.worst}), p99 ${p99.median} ms (worst ${p99.worst}); ` +
        `${entry.sent} sent, ${entry.errors} not answered 201`,
    );
    if (entry.errors) exitCode = 1;
  }
  await sleep(5000);
  const today = await pssMiB(await tree([await postmaster(singleDir)]));
  const parts = new Map<string, number>();
  const seen = new Set<number>();
  const leader = (await stack.cluster.members()).find((member) => member.role === "leader")?.name;
  const partOf = (name: string) =>
    name.endsWith(" postgres")
      ? `PostgreSQL ${name.startsWith(leader ?? "?") ? "primary" : "standby"}`
      : name.startsWith("node-")
        ? "Patroni ×2"
        : name.startsWith("etcd")
          ? "etcd ×3"
          : name;
  // PostgreSQL's trees first: Patroni is the postmaster's parent, and counts only itself.
  const processes = (await stack.cluster.pids()).sort(
    (a, b) => Number(b.name.endsWith(" postgres")) - Number(a.name.endsWith(" postgres")),
  );
  for (const { name, pid } of processes) {
    const pids = (await tree([pid])).filter((each) => !seen.has(each));
    for (const each of pids) seen.add(each);
    parts.set(partOf(name), (parts.get(partOf(name)) ?? 0) + (await pssMiB(pids)));
  }
  const total = [...parts.values()].reduce((sum, value) => sum + value, 0);
  const list = [...parts].map(([name, mib]) => `${name} ${mib.toFixed(1)}`).join(", ");
  console.log(
    `memory at rest (PSS, MiB): today's server ${today.toFixed(1)}; the cluster ${total.toFixed(1)} (${list}); ` +
      `the extra node and its managers: ${(total - today).toFixed(1)} MiB`,
  );
} catch (error) {
  console.error(`standby cost: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await apis.single.stop();
  await stack.stop();
  await stopDebianCluster(singleDir).catch(() => {});
  await rm(root, { recursive: true, force: true });
}
finish(interrupted ? 1 : exitCode);
