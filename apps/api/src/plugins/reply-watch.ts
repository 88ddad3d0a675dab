import fp from "fastify-plugin";
import { queueDailySummary, queueEscalations } from "../ops/reply-watch.ts";
import { runEvery } from "./every.ts";

type Options = {
  /** How often the promise is checked; 0 turns the watch off (tests call `check` themselves). */
  everyMs: number;
  /** The firm's hour (0–23, in `timeZone`) at which the day's summary goes out. */
  summaryHour: number;
  timeZone: string;
};

declare module "fastify" {
  interface FastifyInstance {
    replyWatch: { check: (now?: Date) => Promise<{ escalations: number; summary: boolean }> };
  }
}

/**
 * Keeps the reply promise: every `everyMs`, queues the escalation e-mail of each
 * emergency or urgent request still new after its time, and the day's summary once its hour has
 * come. Both go through the outbox, once, whatever the replicas.
 */
export default fp<Options>(
  async (fastify, { everyMs, summaryHour, timeZone }) => {
    const check = async (now = new Date()) => {
      const escalations = await queueEscalations(fastify.pool);
      const summary = await queueDailySummary(fastify.pool, { hour: summaryHour, timeZone, now });
      if (escalations) fastify.log.info({ escalations }, "reply promise: requests escalated");
      if (summary) fastify.log.info({ day: summary.day }, "reply promise: daily summary queued");
      return { escalations, summary: summary !== null };
    };
    fastify.decorate("replyWatch", { check });
    if (everyMs <= 0) return;
    runEvery(fastify, everyMs, check, (error) =>
      fastify.log.warn({ err: error }, "reply promise: check failed, will retry"),
    );
  },
  { name: "reply-watch", dependencies: ["database"] },
);
