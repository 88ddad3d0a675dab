import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onFreePort } from "@firm/testkit/ports";
import { startDebianCluster, stopDebianCluster } from "../postgres/debian-cluster.ts";
import { withClient } from "./pg-tools.ts";
import { type Archive, pgbackrest, repoInfo, restoreTo } from "./pgbackrest.ts";

/**
 * The scheduled backup jobs, each recorded in the database's `backup.event` table (outside schema
 * public and Prisma: the API reads it for /api/ready, the console and `pnpm ops backup`):
 * - full: a full backup, weekly;         - incr: an incremental, hourly;
 * - check: `pgbackrest check` (a WAL switch reaches the repository), hourly;
 * - verify: the latest backup restored with the archived WAL into a scratch folder, and its intake
 *   records counted against the live database, daily.
 * `due` runs whichever of them is due; the systemd timer and the scheduler of `pnpm prod` call it.
 */
export const jobKinds = ["full", "incr", "check", "verify"] as const;
export type JobKind = (typeof jobKinds)[number];

/** How often each job runs, in hours (a full backup also starts a new chain of incrementals). */
export const everyHours: Record<JobKind, number> = { full: 24 * 7, incr: 1, check: 1, verify: 24 };

const eventTable = `
CREATE SCHEMA IF NOT EXISTS backup;
CREATE TABLE IF NOT EXISTS backup.event (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('full', 'incr', 'check', 'verify')),
  ok boolean NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  detail text NOT NULL DEFAULT ''
);`;

export async function record(
  databaseUrl: string,
  kind: JobKind,
  ok: boolean,
  startedAt: Date,
  detail: string,
) {
  await withClient(databaseUrl, async (client) => {
    await client.query(eventTable);
    await client.query("INSERT INTO backup.event (kind, ok, started_at, detail) VALUES ($1, $2, $3, $4)", [
      kind,
      ok,
      startedAt,
      detail.slice(0, 2000),
    ]);
  });
}

/** The last successful run of each kind (ms since the epoch). */
export async function lastRuns(databaseUrl: string): Promise<Partial<Record<JobKind, number>>> {
  return withClient(databaseUrl, async (client) => {
    await client.query(eventTable);
    const { rows } = await client.query<{ kind: JobKind; at: Date }>(
      "SELECT kind, max(finished_at) AS at FROM backup.event WHERE ok GROUP BY kind",
    );
    return Object.fromEntries(rows.map((row) => [row.kind, row.at.getTime()]));
  });
}

const intakeTables = ["contact_message", "consultation_request"];

/** Intake records created up to `until`, per table. */
async function countsUntil(url: string, until: Date): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const counts: Record<string, number> = {};
    for (const table of intakeTables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM public.${client.escapeIdentifier(table)} WHERE "createdAt" <= $1`,
        [until],
      );
      counts[table] = Number(rows[0]?.n);
    }
    return counts;
  });
}

/**
 * Restores the latest backup and the archived WAL into a scratch folder (never archiving from it),
 * and compares the intake records created up to five minutes before the check with the live database.
 */
async function verify(archive: Archive, databaseUrl: string): Promise<string> {
  const until = new Date(Date.now() - 5 * 60_000);
  const scratch = await mkdtemp(join(tmpdir(), "firm-backup-verify-"));
  const dataDir = join(scratch, "pg");
  // pgBackRest restores as the postgres user: it must traverse the (private) scratch folder.
  await chmod(scratch, 0o711);
  try {
    const start = performance.now();
    await restoreTo(archive, dataDir, { kind: "latest" });
    const cluster = await onFreePort((port) =>
      startDebianCluster({ dataDir, port, settings: { archive_mode: "off" } }),
    );
    const restoredUrl = cluster.url.replace(/\/postgres$/, `/${new URL(databaseUrl).pathname.slice(1)}`);
    const tookMs = Math.round(performance.now() - start);
    const [restored, live] = [await countsUntil(restoredUrl, until), await countsUntil(databaseUrl, until)];
    const figures = intakeTables.map((table) => `${table} ${restored[table]}/${live[table]}`).join(", ");
    const detail = `restored and started in ${tookMs} ms; records up to ${until.toISOString()} restored/live: ${figures}`;
    if (intakeTables.some((table) => restored[table] !== live[table])) throw new Error(`mismatch: ${detail}`);
    return detail;
  } finally {
    await stopDebianCluster(dataDir).catch(() => {});
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Runs one job and records it; resolves to its detail, rejects (after recording) when it failed. */
export async function runJob(kind: JobKind, archive: Archive, databaseUrl: string): Promise<string> {
  const startedAt = new Date();
  try {
    let detail: string;
    if (kind === "verify") detail = await verify(archive, databaseUrl);
    else if (kind === "check") detail = (await pgbackrest(archive, ["check"])).trim() || "check passed";
    else {
      await pgbackrest(archive, [`--type=${kind}`, "backup"]);
      const latest = (await repoInfo(archive)).backups.at(-1);
      detail = latest ? `${latest.label}, ${latest.repoBytes} bytes in the repository` : "";
    }
    await record(databaseUrl, kind, true, startedAt, detail);
    return detail;
  } catch (error) {
    await record(databaseUrl, kind, false, startedAt, (error as Error).message).catch(() => {});
    throw error;
  }
}

/** The jobs due now: never run successfully, or last run longer ago than their period. */
export function dueJobs(last: Partial<Record<JobKind, number>>, now = Date.now()): JobKind[] {
  const due = jobKinds.filter((kind) => now - (last[kind] ?? 0) >= everyHours[kind] * 3600_000);
  // A full backup due makes an incremental in the same round pointless.
  return due.includes("full") ? due.filter((kind) => kind !== "incr") : due;
}

/** Runs the due jobs one after the other; a failed one is reported and the next still runs. */
export async function runDue(
  archive: Archive,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<boolean> {
  let ok = true;
  // Backups are known from the repository itself (the first full one is made at setup).
  const backups = (await repoInfo(archive)).backups;
  const last = { ...(await lastRuns(databaseUrl)) };
  last.full = backups.filter((backup) => backup.type === "full").at(-1)?.stop;
  last.incr = backups.at(-1)?.stop;
  for (const kind of dueJobs(last)) {
    await runJob(kind, archive, databaseUrl).then(
      (detail) => log(`backup ${kind}: ok ${detail}`),
      (error: Error) => {
        ok = false;
        log(`backup ${kind}: FAILED ${error.message}`);
      },
    );
  }
  return ok;
}
