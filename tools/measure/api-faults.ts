import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { applyMigrations } from "@firm/api/migrations";
import {
  checkLedger,
  createLedger,
  describeCheck,
  firstAnswer,
  type Ledger,
  longestSilence,
  outboxCounts,
  query,
  statusesBetween,
} from "@firm/infra/load/intake-ledger";
import { startDebianCluster, stopDebianCluster } from "@firm/infra/postgres/debian-cluster";
import { startTestDatabase } from "@firm/testkit/database";
import { freePort } from "@firm/testkit/ports";
import { startSmtp } from "@firm/testkit/smtp";
import autocannon from "autocannon";
import { type ApiProcess, finish, migrate, sleep, startApi } from "./api-process.ts";
import { loadAverage } from "./sitting.ts";

/**
 * `pnpm measure:faults`: faults under load, each checked for loss. `--scenario` picks some of:
 * - kill: the API is SIGKILLed mid-load and started again; every 201 answered is in the database.
 * - term: the same with SIGTERM (a deploy): requests under way are answered, nothing is lost.
 * - postgres: PostgreSQL (a Debian PostgreSQL 15 cluster, infra/postgres/debian-cluster.ts) is
 *   stopped mid-load and started again on the same port and data folder; clients get errors, never
 *   a 201 that is not stored, and the same API process answers 201 again without a restart.
 * - smtp: the SMTP server is down for `--smtp-down` seconds while submissions arrive; once it is
 *   back the outbox drains and each submission's two e-mails arrive exactly once.
 * Prints the figures of each; exits 1 on any loss, duplicate or missing recovery.
 */
const { values: flags } = parseArgs({
  options: {
    scenario: { type: "string", default: "kill,term,postgres,smtp" },
    connections: { type: "string", default: "20" },
    "pg-down": { type: "string", default: "10" },
    "smtp-down": { type: "string", default: "60" },
    "smtp-rate": { type: "string", default: "10" },
  },
});
const connections = Number(flags.connections);
const seconds = (from: number, to = Date.now()) => ((to - from) / 1000).toFixed(1);

function load(origin: string, ledger: Ledger, duration: number, options: Partial<autocannon.Options> = {}) {
  return autocannon({ url: origin, connections, duration, requests: ledger.requests, ...options });
}

/** Does `action` `delayMs` after `start`. */
async function at<T>(start: number, delayMs: number, action: () => Promise<T>): Promise<T> {
  await sleep(start + delayMs - Date.now());
  return action();
}

/** The API process ended mid-load (SIGKILL: a crash; SIGTERM: a deploy's graceful stop), then started again. */
async function restartScenario(signal: "SIGKILL" | "SIGTERM"): Promise<boolean> {
  const database = await startTestDatabase({ migrate: applyMigrations });
  // The restarted API comes back on the same port, as a supervisor restarts it.
  const port = await freePort();
  let api = await startApi({ databaseUrl: database.url, port });
  try {
    const ledger = createLedger(["contact", "consultation"], { keys: true });
    const start = Date.now();
    const running = load(api.origin, ledger, 16);
    const killedAt = await at(start, 5000, async () => {
      const time = Date.now();
      await (signal === "SIGKILL" ? api.kill() : api.stop());
      return time;
    });
    const exitedAt = Date.now();
    api = await startApi({ databaseUrl: database.url, port });
    const result = await running;
    const check = await checkLedger(database.url, ledger);
    const silence = longestSilence(ledger);
    console.log(
      `${signal} at ${seconds(start, killedAt)} s, exited after ${seconds(killedAt, exitedAt)} s, new process ` +
        `started at once; longest stretch without ` +
        `any answer ${(silence.ms / 1000).toFixed(1)} s from ${seconds(start, silence.from)} s; ` +
        `${Math.round(result.requests.average)} req/s over the run, connection errors ${result.errors} ` +
        `(autocannon reconnects at once); answers from the signal on ${JSON.stringify(statusesBetween(ledger, killedAt, Date.now()))}`,
    );
    console.log(`  ${describeCheck(check)}`);
    return check.good;
  } finally {
    await api.stop();
    await database.stop();
  }
}

async function postgresScenario(): Promise<boolean> {
  const root = await mkdtemp(join(tmpdir(), "firm-faults-pg-"));
  const dataDir = join(root, "data");
  const [databasePort, port] = [await freePort(), await freePort()];
  const cluster = await startDebianCluster({ dataDir, port: databasePort, database: "firm" });
  let api: ApiProcess | undefined;
  try {
    await migrate(cluster.url);
    api = await startApi({ databaseUrl: cluster.url, port });
    const [{ version }] = (await query<{ version: string }>(
      cluster.url,
      "SELECT current_setting('server_version') AS version",
    )) as [{ version: string }];
    const downMs = Number(flags["pg-down"]) * 1000;
    const ledger = createLedger(["contact", "consultation"], { keys: true });
    const start = Date.now();
    const running = load(api.origin, ledger, (5000 + downMs + 15_000) / 1000);
    const stopAt = await at(start, 5000, async () => Date.now());
    await stopDebianCluster(dataDir);
    const stoppedAt = Date.now();
    const startAt = await at(stoppedAt, downMs, async () => Date.now());
    await startDebianCluster({ dataDir, port: databasePort });
    const startedAt = Date.now();
    const result = await running;
    const check = await checkLedger(cluster.url, ledger);
    const firstError = firstAnswer(ledger, stopAt, (status) => status >= 300);
    const recoveredAt = firstAnswer(ledger, startAt, (status) => status < 300);
    const sameProcess = (await Promise.race([api.exited, sleep(0).then(() => "running")])) === "running";
    console.log(
      `postgres (Debian PostgreSQL ${version}): pg_ctl stop --mode=fast took ${seconds(stopAt, stoppedAt)} s, ` +
        `down ${seconds(stoppedAt, startAt)} s, pg_ctl start --wait took ${seconds(startAt, startedAt)} s; first ` +
        `error answer ${firstError ? `${seconds(stopAt, firstError)} s` : "NEVER"} after the stop began; answers from ` +
        `the stop to the start ${JSON.stringify(statusesBetween(ledger, stopAt, startAt))}, after ` +
        `${JSON.stringify(statusesBetween(ledger, startAt, Date.now()))}; connection errors ${result.errors}`,
    );
    console.log(
      `  time to recover: first 2xx ${recoveredAt ? `${seconds(startAt, recoveredAt)} s` : "NEVER"} after ` +
        `pg_ctl start began (same API process pid ${api.pid}: ${sameProcess ? "yes, no restart" : "NO, it exited"})`,
    );
    console.log(`  ${describeCheck(check)}`);
    return check.good && recoveredAt !== undefined && sameProcess;
  } finally {
    await api?.stop();
    await stopDebianCluster(dataDir);
    await rm(root, { recursive: true, force: true });
  }
}

/** Message-ID `<kind.job.record@domain>` (src/outbox/worker.ts) → "kind record". */
const mailKey = (messageId: string) => {
  const [kind, , record] = messageId.replace(/^<|@.*$/g, "").split(".");
  return `${kind} ${record}`;
};

async function smtpScenario(): Promise<boolean> {
  const database = await startTestDatabase({ migrate: applyMigrations });
  const smtp = await startSmtp();
  const env = {
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: "200",
    OUTBOX_RETRY_BASE_MS: "1000",
    OUTBOX_MAX_ATTEMPTS: "30",
    // Every e-mail received must be a submission's: no daily summary here (tested in apps/api).
    REPLY_WATCH_MS: "0",
  };
  const api = await startApi({ databaseUrl: database.url, port: await freePort(), env });
  try {
    const downMs = Number(flags["smtp-down"]) * 1000;
    const ledger = createLedger(["contact", "consultation"], { keys: true });
    const start = Date.now();
    const running = load(api.origin, ledger, (10_000 + downMs + 10_000) / 1000, {
      connections: 2,
      overallRate: Number(flags["smtp-rate"]),
    });
    const stoppedAt = await at(start, 10_000, async () => {
      await smtp.stop();
      return Date.now();
    });
    const beforeOutage = smtp.received.length;
    const duringOutage = await at(stoppedAt, downMs, async () => {
      const received = smtp.received.length - beforeOutage;
      await smtp.start();
      return received;
    });
    const restartedAt = Date.now();
    const pendingAtRestart = (await outboxCounts(database.url)).pending ?? 0;
    await running;
    const deadline = Date.now() + 2 * downMs + 120_000;
    while (((await outboxCounts(database.url)).pending ?? 0) > 0 && Date.now() < deadline) await sleep(200);
    const drainedAt = Date.now();
    const check = await checkLedger(database.url, ledger);
    const outbox = await outboxCounts(database.url);
    const [{ maxAttempts }] = (await query<{ maxAttempts: number }>(
      database.url,
      `SELECT coalesce(max("attempts"), 0)::int AS "maxAttempts" FROM "outbox_job"`,
    )) as [{ maxAttempts: number }];

    const perMail = new Map<string, number>();
    for (const mail of smtp.received)
      perMail.set(mailKey(mail.messageId), (perMail.get(mailKey(mail.messageId)) ?? 0) + 1);
    const expected = check.storedIds.flatMap((id) => [`team-notification ${id}`, `acknowledgment ${id}`]);
    const missing = expected.filter((key) => !perMail.has(key)).length;
    const doubled = [...perMail.values()].filter((count) => count > 1).length;
    const unexpected = [...perMail.keys()].filter((key) => !expected.includes(key)).length;
    console.log(
      `smtp: down ${seconds(stoppedAt, restartedAt)} s from ${seconds(start, stoppedAt)} s, mails received while ` +
        `down ${duringOutage}, outbox pending when it came back ${pendingAtRestart}; drained ` +
        `${seconds(restartedAt, drainedAt)} s after it came back; attempts max ${maxAttempts}; outbox ${JSON.stringify(outbox)}`,
    );
    console.log(
      `  ${check.stored} submissions → ${expected.length} e-mails expected, ${smtp.received.length} received: ` +
        `${missing} missing, ${doubled} sent more than once, ${unexpected} unexpected`,
    );
    console.log(`  ${describeCheck(check)}`);
    return check.good && missing === 0 && doubled === 0 && unexpected === 0 && (outbox.pending ?? 0) === 0;
  } finally {
    await api.stop();
    await smtp.stop();
    await database.stop();
  }
}

const scenarios: Record<string, () => Promise<boolean>> = {
  kill: () => restartScenario("SIGKILL"),
  term: () => restartScenario("SIGTERM"),
  postgres: postgresScenario,
  smtp: smtpScenario,
};

console.log(
  `API faults: ${cpus().length} CPUs (load average ${loadAverage()} at start), Node ${process.version}; API in its own process (NODE_ENV=production, limits ` +
    `raised), ${connections} connections unless said, both endpoints, Idempotency-Key on every request`,
);
let failed = false;
for (const name of flags.scenario.split(",")) {
  const scenario = scenarios[name.trim()];
  if (!scenario) throw new Error(`unknown scenario "${name}": kill, term, postgres or smtp`);
  const good = await scenario();
  console.log(`  ${name}: ${good ? "OK, nothing lost" : "FAILED"}`);
  failed ||= !good;
}
finish(failed ? 1 : 0);
