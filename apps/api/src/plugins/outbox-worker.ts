import fp from "fastify-plugin";
import { createOutboxWorker, type OutboxSettings, type OutboxWorker } from "../outbox/worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/** Runs the outbox worker while the app runs (OUTBOX_POLL_MS > 0); stops it before the database closes. */
export default fp<OutboxSettings>(
  async (fastify, settings) => {
    const worker = createOutboxWorker({
      pool: fastify.pool,
      mailer: fastify.mailer,
      log: fastify.log,
      settings,
      metrics: fastify.metrics,
    });
    fastify.decorate("outbox", worker);
    fastify.addHook("onReady", async () => worker.start());
    fastify.addHook("preClose", async () => worker.stop());
  },
  { name: "outbox-worker", dependencies: ["database", "mail", "metrics"] },
);
