import { execFile } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Archive,
  archiveSettings,
  prepareArchive,
  type RestoreTarget,
  restoreTo,
  setUpStanza,
  writeConfig,
} from "@firm/infra/backup/pgbackrest";
import { createLedger, type Ledger, nextRequest, query } from "@firm/infra/load/intake-ledger";
import { type DebianCluster, startDebianCluster } from "@firm/infra/postgres/debian-cluster";
import { freePort } from "@firm/testkit/ports";
import pg from "pg";
import { type ApiProcess, sleep, startApi } from "./api-process.ts";

/**
 * The drills' production in small: a Debian PostgreSQL 15 cluster archiving into an encrypted
 * pgBackRest repository (on another folder, as production's is on another disk), the API in its
 * own process, and keyed consultation requests streaming into it (pitr-drill.ts).
 */
export type Stack = {
  root: string;
  archive: Archive;
  pgPort: number;
  apiPort: number;
  dataDir: string;
  cluster: DebianCluster;
  api?: ApiProcess;
  archiveTimeout: number;
};

export const migrateCli = new URL("../../apps/api/src/db/migrate-cli.ts", import.meta.url).pathname;
export const opsCli = new URL("../../apps/api/src/ops/cli.ts", import.meta.url).pathname;

/** A cluster archiving from its first start, migrated, with the stanza and its first full backup. */
export async function startStack(archiveTimeout: number): Promise<Stack & { fullBackupMs: number }> {
  const root = await mkdtemp(join(tmpdir(), "firm-pitr-"));
  const [pgPort, apiPort] = [await freePort(), await freePort()];
  const dataDir = join(root, "primary");
  const archive = await prepareArchive({
    stateDir: join(root, "pgbackrest"),
    repoPath: join(root, "repository"),
    dataDir,
    port: pgPort,
  });
  const cluster = await startDebianCluster({
    dataDir,
    port: pgPort,
    database: "firm",
    settings: archiveSettings(archive, archiveTimeout),
  });
  await runNode(migrateCli, ["deploy"], cluster.url);
  const start = performance.now();
  await setUpStanza(archive);
  const fullBackupMs = Math.round(performance.now() - start);
  return { root, archive, pgPort, apiPort, dataDir, cluster, archiveTimeout, fullBackupMs };
}

/** The end of an error output, without the minified library source a stack may quote. */
const lastLines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.trim() && line.length < 300 && !line.trimStart().startsWith("at "))
    .slice(-6)
    .join("\n");

/** Runs one of the API's CLIs against a database; its output, or an error with it. */
export function runNode(script: string, args: string[], databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${script} ${args.join(" ")}: ${lastLines(stderr || error.message)}`))
          : resolve(stdout),
    );
  });
}

export async function startStackApi(stack: Stack, databaseUrl: string): Promise<ApiProcess> {
  stack.api = await startApi({
    databaseUrl,
    port: stack.apiPort,
    logFile: join(stack.root, "api.log"),
    env: { DB_POOL_MAX: "4", BACKUP_WATCH_MS: "0" },
    readyTimeoutMs: 180_000,
  });
  return stack.api;
}

/** The PID of the cluster's postmaster (first line of postmaster.pid). */
export async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0]);
}

/** A keyed consultation request's answer: when it was sent and came, its status, the record it created. */
export type Answered = { sentAt: number; time: number; status: number; email: string; id?: string };

/**
 * Keyed consultation requests sent back to back by `connections` clients until stopped, as the
 * site's script sends them (Idempotency-Key, a fresh one per submission), each answer recorded.
 */
export function streamRequests(origin: string, connections: number) {
  const ledger: Ledger = createLedger(["consultation"], { keys: true, keepUnsettled: true });
  const answers: Answered[] = [];
  let stopped = false;
  const client = async () => {
    let request = nextRequest(ledger);
    while (!stopped) {
      const sentAt = Date.now();
      const response = await fetch(`${origin}${request.path}`, {
        method: "POST",
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      const text = (await response?.text().catch(() => "")) ?? "";
      const time = Date.now();
      const status = response?.status ?? 0;
      const id = status === 201 ? (JSON.parse(text) as { id: string }).id : undefined;
      answers.push({ sentAt, time, status, email: request.email, id });
      if (status === 0 || status >= 500) {
        // Not received: the client sends the same submission (same key) again a little later.
        await sleep(100);
        continue;
      }
      ledger.unsettled.delete(request.email);
      request = nextRequest(ledger);
    }
  };
  const running = Promise.all(Array.from({ length: connections }, client));
  return {
    ledger,
    answers,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** The WAL segment being written, sampled: every commit answered before `time` is in `segment` or earlier. */
export type WalSample = { time: number; segment: string };

export function watchWal(databaseUrl: string, everyMs = 250) {
  const samples: WalSample[] = [];
  let stopped = false;
  const sample = async () => {
    // Its own client with an error listener: the server is killed under it, mid-query.
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
    client.on("error", () => {});
    const time = Date.now();
    try {
      await client.connect();
      const { rows } = await client.query<{ segment: string }>(
        "SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment",
      );
      if (rows[0]) samples.push({ time, segment: rows[0].segment });
    } catch {
      // The server is gone: no sample.
    } finally {
      await client.end().catch(() => {});
    }
  };
  const running = (async () => {
    while (!stopped) {
      await sample();
      await sleep(everyMs);
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** The last sampled moment whose segment (same timeline) is at most the newest archived one. */
export function archivedUntil(samples: WalSample[], archiveMax: string | undefined): number | undefined {
  if (!archiveMax) return undefined;
  return samples.filter((sample) => sample.segment <= archiveMax).at(-1)?.time;
}

/**
 * Restores the repository into a new data folder, points the configuration at it, starts it on
 * the stack's port and waits until recovery has ended (the server accepts writes). Returns its URL.
 */
export async function restoreStack(
  stack: Stack,
  dataDir: string,
  target: RestoreTarget,
  port = stack.pgPort,
): Promise<{ url: string; restoreMs: number; recoveryMs: number }> {
  const start = performance.now();
  await restoreTo(stack.archive, dataDir, target);
  const restoreMs = Math.round(performance.now() - start);
  await writeConfig(stack.archive, { ...stack.archive, dataDir, port });
  const cluster = await startDebianCluster({
    dataDir,
    port,
    settings: archiveSettings(stack.archive, stack.archiveTimeout),
  });
  const url = cluster.url.replace(/\/postgres$/, "/firm");
  for (;;) {
    const [row] = await query<{ recovering: boolean }>(url, "SELECT pg_is_in_recovery() AS recovering");
    if (row && !row.recovering) break;
    await sleep(100);
  }
  return { url, restoreMs, recoveryMs: Math.round(performance.now() - start) - restoreMs };
}
