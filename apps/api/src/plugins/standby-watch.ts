import fp from "fastify-plugin";
import { type Query, readStandbyStatus, type StandbyState, type StandbyStatus } from "../db/standby.ts";
import { runEvery } from "./every.ts";

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
  /** Reads the state now, and logs an error when the standby is missing. */
  check: () => Promise<StandbyStatus>;
};

/**
 * Watches the database's synchronous standby from inside the API. With one node left the primary
 * keeps accepting writes (Patroni's synchronous_mode is not strict), so each commit is on one
 * machine only until a standby is back: /api/ready says "missing" and the log says so at each
 * reading. People hear of it through the monitoring, the one path for alerts: the standby gauges
 * (monitoring/system-gauges.ts) fire DatabaseStandbyMissing (infra/monitoring/rules.yml), which
 * Alertmanager e-mails and the console shows as a banner.
 */
export default fp<Options>(
  async (fastify, { everyMs }) => {
    let state: StandbyState | "unknown" = "unknown";
    const query: Query = async (sql) => (await fastify.pool.query(sql)).rows;
    const check = async () => {
      const status = await readStandbyStatus(query);
      state = status.state;
      if (status.state === "missing") {
        fastify.log.error(
          { expected: status.expected, synchronous: status.synchronous },
          "database: the primary has no synchronous standby; each commit is on one machine only",
        );
      }
      return status;
    };
    fastify.decorate("standbyWatch", { state: () => state, check });
    if (everyMs <= 0) return;
    runEvery(fastify, everyMs, check, (error) => {
      state = "unknown";
      fastify.log.warn({ err: error }, "database: standby state not readable");
    });
  },
  { name: "standby-watch", dependencies: ["database"] },
);
