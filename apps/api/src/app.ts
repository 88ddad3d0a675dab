import { TypeBoxValidatorCompiler } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";
import database from "./plugins/database.ts";
import errors from "./plugins/errors.ts";
import rateLimit from "./plugins/rate-limit.ts";
import contactRoutes from "./routes/contact.ts";
import healthRoutes from "./routes/health.ts";

export type AppOptions = { config: Config };

/** Fastify options the app expects from whoever creates the instance (server.ts, tests). */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: { level: config.LOG_LEVEL },
    bodyLimit: 32 * 1024,
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(",").map((entry) => entry.trim()) : false,
  };
}

/** The whole API as one plugin: server.ts starts it, tests `inject` into it. */
export default async function app(fastify: FastifyInstance, { config }: AppOptions) {
  fastify.setValidatorCompiler(TypeBoxValidatorCompiler);
  await fastify.register(errors);
  await fastify.register(database, { databaseUrl: config.DATABASE_URL });
  await fastify.register(rateLimit);
  await fastify.register(healthRoutes, { prefix: "/api" });
  await fastify.register(contactRoutes, {
    prefix: "/api",
    rateLimit: { max: config.INTAKE_RATE_LIMIT_MAX, timeWindow: config.INTAKE_RATE_LIMIT_WINDOW_MS },
  });
}
