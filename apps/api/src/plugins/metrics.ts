import type { FastifyError, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createMetrics, type Metrics } from "../monitoring/metrics.ts";
import { registerSystemGauges } from "../monitoring/system-gauges.ts";
import { describe } from "./errors.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's metrics, served on the internal listener (plugins/internal-listener.ts). */
    metrics: Metrics;
  }
}

type Options = { poolMax: number; stallSeconds: number };

/**
 * Counts every answer by method, route template (never the path a client sent: a 404 is
 * "unmatched") and status, with its time; an intake request that is refused, by its error code.
 * Registered before the routes, so its hooks apply to all of them.
 */
export default fp<Options>(
  async (fastify, { poolMax, stallSeconds }) => {
    const metrics = createMetrics();
    registerSystemGauges(metrics, { pool: fastify.pool, poolMax, stallSeconds });
    fastify.decorate("metrics", metrics);
    const refusals = new WeakMap<FastifyRequest, string>();
    fastify.addHook("onError", async (request, _reply, error: FastifyError) => {
      if (request.routeOptions.config.intake) refusals.set(request, describe(error).code);
    });
    fastify.addHook("onResponse", async (request, reply) => {
      const route = request.routeOptions.url ?? "unmatched";
      metrics.http.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      const form = request.routeOptions.config.intake;
      const reason = refusals.get(request);
      if (form && reason) metrics.intakeRefused.inc({ form, reason });
    });
  },
  { name: "metrics", dependencies: ["database"] },
);
