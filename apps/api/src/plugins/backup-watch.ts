import fp from "fastify-plugin";
import type pg from "pg";
import { type BackupStatus, type Query, readBackupStatus } from "../backup/status.ts";
import { inTransaction } from "../db/transaction.ts";
import { runEvery } from "./every.ts";

declare module "fastify" {
  interface FastifyInstance {
    backupWatch: BackupWatch;
  }
}

type Options = {
  /** How often the archive's state is read; 0 turns the watch off. */
  everyMs: number;
  /** A WAL segment waiting (or the archive failing) longer than this is a stalled archive. */
  stallSeconds: number;
};

/** The archive's state as /api/ready shows it: no ages or names to the public. */
export type ArchiveState = "ok" | "stalled" | "off" | "unknown";

export type BackupWatch = {
  state: () => ArchiveState;
  /** Reads the state now, and nothing else (the console's System page). */
  read: () => Promise<BackupStatus>;
  /** Reads the state now and, when the archive has stalled, queues the admins' alert. */
  check: () => Promise<BackupStatus>;
};

/** One alert e-mail per active admin, unless one was queued within the hour (any replica: one lock). */
const alertSql = `
INSERT INTO "outbox_job" ("kind", "payload")
SELECT 'archive-alert', json_build_object('to', u."email", 'since', $1::text, 'waiting', $2::int)::text
FROM "ops_user" u
WHERE u."role" = 'admin' AND u."disabledAt" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "outbox_job" WHERE "kind" = 'archive-alert' AND "createdAt" > now() - interval '1 hour')`;

/** Inside the caller's transaction: the lock makes the hour's check and the insert one step for all replicas. */
export async function queueArchiveAlert(client: pg.ClientBase, status: BackupStatus): Promise<number> {
  await client.query("SELECT pg_advisory_xact_lock(4407090)");
  const result = await client.query(alertSql, [
    status.lastArchivedAt ?? status.lastFailedAt ?? "",
    status.waitingSegments ?? 0,
  ]);
  return result.rowCount ?? 0;
}

/**
 * Watches continuous archiving from inside the API (decision 0090): its state for /api/ready, and
 * an e-mail to the console's admins through the outbox when it has stalled, at most once an hour.
 */
export default fp<Options>(
  async (fastify, { everyMs, stallSeconds }) => {
    let state: ArchiveState = "unknown";
    const query: Query = async (sql) => (await fastify.pool.query(sql)).rows;
    const read = () => readBackupStatus(query, stallSeconds);
    const check = async () => {
      const status = await read();
      state = !status.archiving ? "off" : status.stalled ? "stalled" : "ok";
      if (status.stalled) {
        const queued = await inTransaction(fastify.pool, (client) => queueArchiveAlert(client, status));
        fastify.log.error(
          { waiting: status.waitingSegments, alerts: queued },
          "backup: WAL archiving has stalled",
        );
      }
      return status;
    };
    fastify.decorate("backupWatch", { state: () => state, read, check });
    if (everyMs <= 0) return;
    runEvery(fastify, everyMs, check, (error) => {
      state = "unknown";
      fastify.log.warn({ err: error }, "backup: archive state not readable");
    });
  },
  { name: "backup-watch", dependencies: ["database"] },
);
