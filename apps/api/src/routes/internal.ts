import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type pg from "pg";
import type { Registry } from "prom-client";
import Type from "typebox";
import { HttpError } from "../http/http-error.ts";
import { storeAlerts } from "../monitoring/alerts.ts";
import { AlertmanagerWebhook } from "../schemas/alertmanager.ts";

type Options = {
  registry: Registry;
  pool: pg.Pool;
  /** Alertmanager's bearer token; without one the webhook refuses every call. */
  webhookToken: string | undefined;
};

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The bearer token matches, compared in constant time. */
function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  const [, given = ""] = /^Bearer\s+(\S+)$/i.exec(header ?? "") ?? [];
  return Boolean(token && given) && timingSafeEqual(digest(given), digest(token ?? ""));
}

/**
 * The internal listener's routes (plugins/internal-listener.ts): Prometheus scrapes `/metrics`;
 * Alertmanager posts to `/alerts`, which stores each alert for the console's banner and System page.
 */
const internalRoutes: FastifyPluginAsyncTypebox<Options> = async (
  fastify,
  { registry, pool, webhookToken },
) => {
  // Prometheus scrapes every 15 s: its requests are not logged one by one.
  fastify.get("/metrics", { logLevel: "warn" }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );

  fastify.post(
    "/alerts",
    {
      schema: { body: AlertmanagerWebhook, response: { 200: Type.Object({ stored: Type.Integer() }) } },
      onRequest: async (request) => {
        if (!bearerMatches(request.headers.authorization, webhookToken))
          throw new HttpError(401, "unauthorized", "Alertmanager's bearer token is required");
      },
    },
    async (request) => {
      const { alerts } = request.body;
      const stored = await storeAlerts(pool, alerts);
      request.log.info(
        { alerts: alerts.map((alert) => `${alert.labels.alertname}:${alert.status}`), stored },
        "monitoring: alerts received",
      );
      return { stored };
    },
  );
};

export default internalRoutes;
