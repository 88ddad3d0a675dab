import fp from "fastify-plugin";
import type pg from "pg";
import { type Query, readStandbyStatus, type StandbyState, type StandbyStatus } from "../db/standby.ts";

declare module "fastify" {
  interface FastifyInstance {
    standbyWatch: StandbyWatch;
  }
}

type Options = {
  /** How often the standby's state is read; 0 turns the watch off. */
  everyMs: number;
};

export type StandbyWatch = {
  /** As /api/ready shows it; "unknown" before the first reading or when it failed. */
  state: () => StandbyState | "unknown";
  /** Reads the state now and, when the standby is missing, queues the admins' alert. */
  check: () => Promise<StandbyStatus>;
};

/** One alert e-mail per active admin, unless one was queued within the hour (any replica: one lock). */
const alertSql = `
INSERT INTO "outbox_job" ("kind", "payload")
SELECT 'standby-alert', json_build_object('to', u."email", 'expected', $1::int, 'synchronous', $2::int)::text
FROM "ops_user" u
WHERE u."role" = 'admin' AND u."disabledAt" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "outbox_job" WHERE "kind" = 'standby-alert' AND "createdAt" > now() - interval '1 hour')`;

async function queueStandbyAlert(pool: pg.Pool, status: StandbyStatus): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    // The lock makes the hour's check and the insert one step for all replicas.
    await client.query("SELECT pg_advisory_xact_lock(4407091)");
    const result = await client.query(alertSql, [status.expected, status.synchronous]);
    await client.query("COMMIT");
    return result.rowCount ?? 0;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Watches the database's synchronous standby from inside the API (decision 0115). With one node
 * left the primary keeps accepting writes (Patroni's synchronous_mode is not strict), so each
 * commit is on one machine only until a standby is back: /api/ready says "missing", the log says
 * so at each reading, and the console's admins get an e-mail, at most one an hour.
 */
export default fp<Options>(
  async (fastify, { everyMs }) => {
    let state: StandbyState | "unknown" = "unknown";
    const query: Query = async (sql) => (await fastify.pool.query(sql)).rows;
    const check = async () => {
      const status = await readStandbyStatus(query);
      state = status.state;
      if (status.state === "missing") {
        const alerts = await queueStandbyAlert(fastify.pool, status);
        fastify.log.error(
          { expected: status.expected, synchronous: status.synchronous, alerts },
          "database: the primary has no synchronous standby; each commit is on one machine only",
        );
      }
      return status;
    };
    fastify.decorate("standbyWatch", { state: () => state, check });
    if (everyMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const tick = () => {
      check()
        .catch((error: unknown) => {
          state = "unknown";
          fastify.log.warn({ err: error }, "database: standby state not readable");
        })
        .finally(() => {
          if (!closed) timer = setTimeout(tick, everyMs).unref();
        });
    };
    fastify.addHook("onReady", async () => {
      tick();
    });
    fastify.addHook("preClose", async () => {
      closed = true;
      clearTimeout(timer);
    });
  },
  { name: "standby-watch", dependencies: ["database"] },
);
