import { urgencies } from "@firm/content/enums/urgency";
import type pg from "pg";
import { Gauge } from "prom-client";
import { type BackupStatus, readBackupStatus } from "../backup/status.ts";
import { type Metrics, mailKinds } from "./metrics.ts";

/** What the database says when scraped; `null` when it could not be read. */
type Snapshot = {
  outbox: { kind: string; pending: number; retrying: number; failed: number; oldestSeconds: number }[];
  overdue: { urgency: string; count: number }[];
  backup: BackupStatus;
};

const outboxSql = `
SELECT "kind"::text AS "kind",
  count(*) FILTER (WHERE "status" = 'pending')::int AS "pending",
  count(*) FILTER (WHERE "status" = 'pending' AND "lastError" IS NOT NULL)::int AS "retrying",
  count(*) FILTER (WHERE "status" = 'failed')::int AS "failed",
  coalesce(extract(epoch FROM now() - min("createdAt") FILTER (WHERE "status" = 'pending')), 0)::float8
    AS "oldestSeconds"
FROM "outbox_job" WHERE "status" <> 'sent' GROUP BY "kind"`;

/** As the inbox's overdue filter counts them: not spam, no first response, past the due time. */
const overdueSql = `
SELECT coalesce("urgency"::text, 'normal') AS "urgency", count(*)::int AS "count"
FROM "intake_record"
WHERE "status" <> 'spam' AND "firstResponseAt" IS NULL AND "dueAt" < now()
GROUP BY 1`;

const seconds = (iso: string | null | undefined) => (iso ? Date.parse(iso) / 1000 : null);

/**
 * The database's figures as gauges, read when Prometheus scrapes (so every replica reports the same
 * values; the rules take the max): the outbox's backlog by kind, requests overdue by urgency, the
 * WAL archive and the last full backup (PostgreSQL's own view, backup/status.ts), and this process's
 * pool. Only counts, ages and times: nothing about any request.
 */
export function registerSystemGauges(
  { registry }: Metrics,
  { pool, poolMax, stallSeconds }: { pool: pg.Pool; poolMax: number; stallSeconds: number },
): void {
  // One read of the database per scrape: the gauges collect side by side and share it.
  let reading: Promise<Snapshot | null> | undefined;
  const read = async (): Promise<Snapshot> => {
    const [outbox, overdue, backup] = await Promise.all([
      pool.query(outboxSql),
      pool.query(overdueSql),
      readBackupStatus(async (sql) => (await pool.query(sql)).rows, stallSeconds),
    ]);
    return { outbox: outbox.rows, overdue: overdue.rows, backup };
  };
  const snapshot = () => {
    reading ??= read()
      .catch(() => null)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const registers = [registry];
  const gauge = <Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    fill: (gauge: Gauge<Label>, state: Snapshot) => void,
  ) =>
    new Gauge<Label>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        const state = await snapshot();
        if (state) fill(this, state);
      },
    });

  new Gauge({
    name: "firm_database_up",
    help: "1 when this scrape could read the database's figures, else 0 (the labelled firm_outbox_* and firm_requests_* series are then missing, the others 0)",
    registers,
    async collect() {
      this.set((await snapshot()) ? 1 : 0);
    },
  });
  gauge(
    "firm_outbox_jobs",
    'Outbox jobs by kind and status: pending, of which "retrying" (a send failed), and failed (gave up)',
    ["kind", "status"],
    (metric, { outbox }) => {
      for (const kind of mailKinds) {
        const row = outbox.find((entry) => entry.kind === kind);
        metric.set({ kind, status: "pending" }, row?.pending ?? 0);
        metric.set({ kind, status: "retrying" }, row?.retrying ?? 0);
        metric.set({ kind, status: "failed" }, row?.failed ?? 0);
      }
    },
  );
  gauge(
    "firm_outbox_oldest_pending_seconds",
    "Age of the oldest pending outbox job, by kind (0 when none is pending)",
    ["kind"],
    (metric, { outbox }) => {
      for (const kind of mailKinds)
        metric.set({ kind }, outbox.find((entry) => entry.kind === kind)?.oldestSeconds ?? 0);
    },
  );
  gauge(
    "firm_requests_overdue",
    "Requests past their reply promise with no first response (spam left out), by urgency",
    ["urgency"],
    (metric, { overdue }) => {
      for (const urgency of urgencies)
        metric.set({ urgency }, overdue.find((entry) => entry.urgency === urgency)?.count ?? 0);
    },
  );
  gauge(
    "firm_wal_archiving",
    "1 when the database archives its WAL (archive_mode on), else 0",
    [],
    (metric, { backup }) => metric.set(backup.archiving ? 1 : 0),
  );
  gauge(
    "firm_wal_last_archived_timestamp_seconds",
    "When a WAL segment last reached the backup repository (Unix time; 0 when never or not archiving)",
    [],
    (metric, { backup }) => metric.set((backup.archiving && seconds(backup.lastArchivedAt)) || 0),
  );
  gauge(
    "firm_wal_oldest_waiting_seconds",
    "Age of the oldest WAL segment waiting to be archived (0 when none waits, or not archiving)",
    [],
    (metric, { backup }) => metric.set((backup.archiving && backup.oldestWaitingSeconds) || 0),
  );
  gauge(
    "firm_wal_archive_failing",
    "1 when the last attempt to archive a WAL segment failed, else 0",
    [],
    (metric, { backup }) => metric.set(backup.archiving && backup.failing ? 1 : 0),
  );
  gauge(
    "firm_backup_last_timestamp_seconds",
    "When the last successful backup, full or incremental, finished (Unix time; 0 when none has, or not archiving)",
    [],
    (metric, { backup }) => metric.set((backup.archiving && seconds(backup.lastBackup?.at)) || 0),
  );
  gauge(
    "firm_backup_last_full_timestamp_seconds",
    "When the last successful full backup finished (Unix time; 0 when none has, or not archiving: read it with firm_wal_archiving)",
    [],
    (metric, { backup }) => metric.set((backup.archiving && seconds(backup.lastFull?.at)) || 0),
  );
  new Gauge({
    name: "firm_db_pool_connections",
    help: "This process's database pool: open connections (total), idle ones, and queries waiting for one",
    labelNames: ["state"] as const,
    registers,
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "firm_db_pool_max",
    help: "The most connections this process's pool opens (DB_POOL_MAX)",
    registers,
    collect() {
      this.set(poolMax);
    },
  });
}
