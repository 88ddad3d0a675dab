import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { applyMigrations } from "@firm/api/migrations";
import { checkLedger, createLedger, describeCheck, outboxCounts } from "@firm/infra/load/intake-ledger";
import { startTestDatabase } from "@firm/testkit/database";
import { freePort } from "@firm/testkit/ports";
import { startSmtp } from "@firm/testkit/smtp";
import autocannon from "autocannon";
import pg from "pg";
import { finish, processMemory, sleep, startApi } from "./api-process.ts";
import { heapAfterGc } from "./inspector.ts";
import { loadAverage } from "./sitting.ts";

/**
 * `pnpm measure:soak`: the API in its own process at a steady, moderate rate for `--minutes`
 * (default 10) on both intake endpoints, outbox worker on (a real SMTP server in this process).
 * Every `--sample` seconds: the API's resident memory (/proc/<pid>/status), its V8 heap after a
 * full GC (inspector), its database connections (pg_stat_activity) and the outbox backlog. Flat
 * means: RSS and heap of the last minute within budget of the second minute (medians), connections
 * never above DB_POOL_MAX + 2 (autovacuum) and not growing, the backlog bounded and drained, every
 * 2xx stored and every e-mail sent once. Exits 1 otherwise.
 */
const { values: flags } = parseArgs({
  allowNegative: true,
  options: {
    minutes: { type: "string", default: "10" },
    rate: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    sample: { type: "string", default: "15" },
    keys: { type: "string", default: "on" },
    outbox: { type: "boolean", default: true },
    "rss-growth": { type: "string", default: "15" },
    "heap-growth": { type: "string", default: "10" },
  },
});
const seconds = Number(flags.minutes) * 60;
const rate = Number(flags.rate);
const sampleMs = Number(flags.sample) * 1000;
const poolMax = 10;

type Sample = {
  t: number;
  rssMiB: number;
  anonMiB: number;
  heapMiB: number;
  connections: number;
  pending: number;
  mails: number;
  ok: number;
};

const database = await startTestDatabase({ migrate: applyMigrations });
const smtp = flags.outbox ? await startSmtp() : undefined;
const inspectorPort = await freePort();
const api = await startApi({
  databaseUrl: database.url,
  port: await freePort(),
  inspectorPort,
  env: { DB_POOL_MAX: String(poolMax), ...(smtp ? { SMTP_URL: smtp.url, OUTBOX_POLL_MS: "1000" } : {}) },
});
const sampler = new pg.Client({ connectionString: database.url });
await sampler.connect();

/** Message-IDs seen so far (the raw messages are dropped after each sample to keep this process small). */
const messageIds = new Map<string, number>();
function collectMail(): void {
  for (const mail of smtp?.received.splice(0) ?? []) {
    messageIds.set(mail.messageId, (messageIds.get(mail.messageId) ?? 0) + 1);
  }
}

async function sample(t: number, ok: number): Promise<Sample> {
  const { rows } = await sampler.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  collectMail();
  return {
    t,
    ...(await processMemory(api.pid)),
    heapMiB: await heapAfterGc(inspectorPort),
    connections: rows[0]?.count ?? 0,
    pending: (await outboxCounts(database.url)).pending ?? 0,
    mails: [...messageIds.values()].reduce((sum, count) => sum + count, 0),
    ok,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const row = (s: Sample) =>
  `${String(s.t).padStart(5)} s  RSS ${s.rssMiB.toFixed(1).padStart(6)} MiB  anon ${s.anonMiB.toFixed(1).padStart(6)} MiB  ` +
  `heap ${s.heapMiB.toFixed(1).padStart(5)} MiB  db conns ${String(s.connections).padStart(2)}  ` +
  `outbox pending ${String(s.pending).padStart(5)}  mails ${String(s.mails).padStart(7)}  2xx ${s.ok}`;

let failed = true;
try {
  console.log(
    `API soak: ${cpus().length} CPUs (load average ${loadAverage()} at start), Node ${process.version}; ${flags.minutes} min at ${rate} req/s overall ` +
      `(${flags.connections} connections, contact and consultation alternating, Idempotency-Key ${flags.keys}), ` +
      `outbox worker ${smtp ? "on (real SMTP server)" : "off"}, DB_POOL_MAX ${poolMax}; sample every ` +
      `${flags.sample} s; API log ${api.logFile}`,
  );
  const ledger = createLedger(["contact", "consultation"], { keys: flags.keys === "on" });
  const started = Date.now();
  const load = autocannon({
    url: api.origin,
    connections: Number(flags.connections),
    overallRate: rate,
    duration: seconds,
    requests: ledger.requests,
  });
  const samples: Sample[] = [await sample(0, 0)];
  console.log(row(samples[0] as Sample));
  for (let next = sampleMs; next <= seconds * 1000; next += sampleMs) {
    await sleep(started + next - Date.now());
    const taken = await sample(Math.round(next / 1000), ledger.created.size);
    samples.push(taken);
    console.log(row(taken));
  }
  const result = await load;
  const check = await checkLedger(database.url, ledger);
  const drainStarted = Date.now();
  while (
    smtp &&
    ((await outboxCounts(database.url)).pending ?? 0) > 0 &&
    Date.now() - drainStarted < 120_000
  ) {
    await sleep(500);
  }
  const drainSeconds = (Date.now() - drainStarted) / 1000;
  collectMail();
  const outbox = await outboxCounts(database.url);

  const inWindow = (from: number, to: number) => samples.filter((s) => s.t >= from && s.t <= to);
  const early = inWindow(seconds * 0.1, seconds * 0.2);
  const late = inWindow(seconds * 0.9, seconds);
  const growth = (pick: (s: Sample) => number) =>
    (median(late.map(pick)) / median(early.map(pick)) - 1) * 100;
  const rssGrowth = growth((s) => s.rssMiB);
  const heapGrowth = growth((s) => s.heapMiB);
  const maxConnections = Math.max(...samples.map((s) => s.connections));
  const connectionsGrowing =
    median(late.map((s) => s.connections)) > median(early.map((s) => s.connections)) + 2;
  const lastPending = samples.at(-1)?.pending ?? 0;
  const doubled = [...messageIds.values()].filter((count) => count > 1).length;
  const mails = [...messageIds.values()].reduce((sum, count) => sum + count, 0);
  const verdicts = [
    [`RSS ${rssGrowth.toFixed(1)} % (≤ ${flags["rss-growth"]} %)`, rssGrowth <= Number(flags["rss-growth"])],
    [
      `heap ${heapGrowth.toFixed(1)} % (≤ ${flags["heap-growth"]} %)`,
      heapGrowth <= Number(flags["heap-growth"]),
    ],
    [
      `db connections max ${maxConnections} (≤ ${poolMax} + 2), ${connectionsGrowing ? "GROWING" : "not growing"}`,
      maxConnections <= poolMax + 2 && !connectionsGrowing,
    ],
    [`outbox pending at the end ${lastPending} (≤ 10 s of jobs)`, lastPending <= rate * 2 * 10],
    [
      `mails ${mails} for ${check.stored} records (2 each), ${doubled} doubled, drained in ${drainSeconds.toFixed(1)} s, ` +
        `outbox ${JSON.stringify(outbox)}`,
      !smtp || (mails === check.stored * 2 && doubled === 0 && (outbox.pending ?? 0) === 0),
    ],
    [describeCheck(check), check.good],
  ] as const;
  console.log(
    `requests ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `2xx ${result["2xx"]}, non-2xx ${result.non2xx}, errors ${result.errors}; windows: early ` +
      `${early.map((s) => s.t).join(",")} s, late ${late.map((s) => s.t).join(",")} s`,
  );
  for (const [text, ok] of verdicts) console.log(`  ${ok ? "flat/ok" : "NOT OK "}  ${text}`);
  failed = verdicts.some(([, ok]) => !ok);
  console.log(failed ? "verdict: NOT flat" : "verdict: flat");
} finally {
  await sampler.end();
  await api.stop();
  await smtp?.stop();
  await database.stop();
}
finish(failed ? 1 : 0);
