/**
 * The state of continuous archiving and of the scheduled backup jobs, read from PostgreSQL itself:
 * pg_stat_archiver and the WAL segments waiting in pg_wal/archive_status (the server's own view
 * of its archive_command, pgBackRest's archive-push), and the `backup.event` table the backup jobs
 * of infra/backup/jobs.ts write. Read-only; nothing here needs pgBackRest installed.
 */
export type Run = { ok: boolean; at: string; detail: string };

export type BackupStatus = {
  /** archive_mode is on. */
  archiving: boolean;
  lastArchivedWal: string | null;
  lastArchivedAt: string | null;
  /** Seconds since a WAL segment last reached the repository (an idle database switches none). */
  archiveAgeSeconds: number | null;
  /** The last attempt failed (the repository unreachable, full, or its passphrase wrong). */
  failing: boolean;
  lastFailedAt: string | null;
  /** Segments waiting to be archived, and the age of the oldest; null when not readable. */
  waitingSegments: number | null;
  oldestWaitingSeconds: number | null;
  /** Archiving on, and a segment has waited (or the archive has failed) longer than the threshold. */
  stalled: boolean;
  /** The last successful backup (full or incr), check and restore-and-count, and the last run of each. */
  lastBackup: (Run & { kind: string }) | null;
  /** The last successful full backup: an incremental one needs it (and the monitoring's alert asks for one a day). */
  lastFull: Run | null;
  lastCheck: Run | null;
  lastVerify: Run | null;
};

/** Runs one read-only statement; rows with plain values (the SQL casts counts to int, times to text). */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

const archiverSql = `
SELECT current_setting('archive_mode') AS "mode",
  last_archived_wal AS "lastArchivedWal",
  to_char(last_archived_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastArchivedAt",
  extract(epoch FROM now() - last_archived_time)::int AS "archiveAgeSeconds",
  coalesce(last_failed_time > coalesce(last_archived_time, '-infinity'), false) AS "failing",
  to_char(last_failed_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastFailedAt"
FROM pg_stat_archiver`;

const waitingSql = `
SELECT count(*)::int AS "waiting", coalesce(extract(epoch FROM now() - min(modification)), 0)::int AS "oldest"
FROM pg_ls_archive_statusdir() WHERE name LIKE '%.ready'`;

const runsSql = `
SELECT DISTINCT ON (kind, ok) kind, ok, detail,
  to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "at"
FROM backup.event ORDER BY kind, ok, finished_at DESC`;

const text = (value: unknown) => (typeof value === "string" ? value : null);
const number = (value: unknown) => (typeof value === "number" ? value : null);

async function runs(query: Query) {
  const [table] = await query(`SELECT to_regclass('backup.event') IS NOT NULL AS "exists"`);
  if (!table?.exists) return [];
  return (await query(runsSql)).map((row) => ({
    kind: String(row.kind),
    ok: row.ok === true,
    at: String(row.at),
    detail: String(row.detail),
  }));
}

/** The newest of the given runs (ISO times sort as text). */
function newest<T extends { at: string }>(list: T[]): T | null {
  return list.reduce<T | null>((best, run) => (!best || run.at > best.at ? run : best), null);
}

export async function readBackupStatus(query: Query, stallSeconds: number): Promise<BackupStatus> {
  const [archiver = {}] = await query(archiverSql);
  const waiting = await query(waitingSql).then(
    ([row]) => row,
    () => undefined,
  );
  const all = await runs(query);
  const archiving = archiver.mode === "on" || archiver.mode === "always";
  const failing = archiver.failing === true;
  const archiveAgeSeconds = number(archiver.archiveAgeSeconds);
  const oldestWaitingSeconds = waiting ? number(waiting.oldest) : null;
  const latest = (kinds: string[], ok?: boolean) =>
    newest(all.filter((run) => kinds.includes(run.kind) && (ok === undefined || run.ok === ok)));
  const strip = (run: ({ kind: string } & Run) | null): Run | null =>
    run && { ok: run.ok, at: run.at, detail: run.detail };
  return {
    archiving,
    lastArchivedWal: text(archiver.lastArchivedWal),
    lastArchivedAt: text(archiver.lastArchivedAt),
    archiveAgeSeconds,
    failing,
    lastFailedAt: text(archiver.lastFailedAt),
    waitingSegments: waiting ? number(waiting.waiting) : null,
    oldestWaitingSeconds,
    stalled:
      archiving &&
      ((oldestWaitingSeconds ?? 0) > stallSeconds ||
        (failing && (archiveAgeSeconds ?? Infinity) > stallSeconds)),
    lastBackup: latest(["full", "incr"], true),
    lastFull: strip(latest(["full"], true)),
    lastCheck: strip(latest(["check"])),
    lastVerify: strip(latest(["verify"])),
  };
}

const age = (seconds: number | null) =>
  seconds === null ? "never" : seconds < 120 ? `${seconds} s ago` : `${Math.round(seconds / 60)} min ago`;
const run = (value: Run | null) =>
  value ? `${value.ok ? "ok" : "FAILED"} at ${value.at}${value.detail ? ` (${value.detail})` : ""}` : "never";

/** The status as the lines `pnpm ops backup` prints. */
export function describeBackupStatus(status: BackupStatus): string {
  const archive = !status.archiving
    ? "off (archive_mode is not on: this database is not archived)"
    : `${status.stalled ? "STALLED" : status.failing ? "failing, retrying" : "ok"}; last WAL ${status.lastArchivedWal ?? "none"} ${age(status.archiveAgeSeconds)}` +
      (status.waitingSegments === null
        ? ""
        : `; ${status.waitingSegments} segments waiting${status.waitingSegments ? `, oldest ${age(status.oldestWaitingSeconds)}` : ""}`) +
      (status.lastFailedAt ? `; last failure ${status.lastFailedAt}` : "");
  return [
    `archive:      ${archive}`,
    `last backup:  ${status.lastBackup ? `${status.lastBackup.kind} ${run(status.lastBackup)}` : "never"}`,
    `last full:    ${run(status.lastFull)}`,
    `last check:   ${run(status.lastCheck)}`,
    `last restore-and-count: ${run(status.lastVerify)}`,
  ].join("\n");
}
