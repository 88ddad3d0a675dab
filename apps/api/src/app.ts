import { TypeBoxValidatorCompiler } from "@fastify/type-provider-typebox";
import { firm } from "@firm/content/firm";
import { formTokenKeys } from "@firm/intake/form-token";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { type Config, siteOrigins } from "./config.ts";
import { loggerOptions } from "./http/logging.ts";
import backupWatch from "./plugins/backup-watch.ts";
import cors from "./plugins/cors.ts";
import database from "./plugins/database.ts";
import errors from "./plugins/errors.ts";
import formPosts from "./plugins/form-posts.ts";
import gracefulClose from "./plugins/graceful-close.ts";
import internalListener from "./plugins/internal-listener.ts";
import jsonBodies from "./plugins/json-bodies.ts";
import mail from "./plugins/mail.ts";
import metrics from "./plugins/metrics.ts";
import openapi from "./plugins/openapi.ts";
import outboxWorker from "./plugins/outbox-worker.ts";
import rateLimit from "./plugins/rate-limit.ts";
import replyWatch from "./plugins/reply-watch.ts";
import securityHeaders from "./plugins/security-headers.ts";
import signInRequests from "./plugins/sign-in-requests.ts";
import standbyWatch from "./plugins/standby-watch.ts";
import consultationRoutes from "./routes/consultation.ts";
import contactRoutes from "./routes/contact.ts";
import formTokenRoutes from "./routes/form-token.ts";
import healthRoutes from "./routes/health.ts";
import opsRoutes from "./routes/ops.ts";
import opsSignInRoutes from "./routes/ops-sign-in.ts";

export type AppOptions = { config: Config };

/** Fastify options the app expects from whoever creates the instance (server.ts, tests, bench). */
export function serverOptions(config: Config, logStream?: NodeJS.WritableStream): FastifyServerOptions {
  return {
    logger: loggerOptions(config, logStream),
    bodyLimit: 32 * 1024,
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(",").map((entry) => entry.trim()) : false,
    return503OnClosing: true,
  };
}

/** The whole API as one plugin: server.ts starts it, tests `inject` into it. */
export default async function app(fastify: FastifyInstance, { config }: AppOptions) {
  const origins = siteOrigins(config);
  fastify.setValidatorCompiler(TypeBoxValidatorCompiler);
  await fastify.register(errors);
  await fastify.register(gracefulClose);
  await fastify.register(securityHeaders);
  await fastify.register(cors, { siteOrigins: origins });
  await fastify.register(rateLimit, {
    intake: { max: config.INTAKE_RATE_LIMIT_MAX, timeWindow: config.INTAKE_RATE_LIMIT_WINDOW_MS },
    formToken: { max: config.FORM_TOKEN_RATE_LIMIT_MAX, timeWindow: config.INTAKE_RATE_LIMIT_WINDOW_MS },
    global: { max: config.GLOBAL_RATE_LIMIT_MAX, timeWindow: config.GLOBAL_RATE_LIMIT_WINDOW_MS },
    signIn: { max: config.SIGN_IN_RATE_LIMIT_MAX, timeWindow: config.SIGN_IN_RATE_LIMIT_WINDOW_MS },
    redisUrl: config.REDIS_URL,
  });
  await fastify.register(jsonBodies);
  await fastify.register(formPosts, { siteOrigins: origins });
  await fastify.register(database, {
    databaseUrl: config.DATABASE_URL,
    poolMax: config.DB_POOL_MAX,
    tokenReuseAllowance: config.FORM_TOKEN_REUSE_ALLOWANCE,
    namedStatements: config.DB_NAMED_STATEMENTS,
  });
  await fastify.register(metrics, {
    poolMax: config.DB_POOL_MAX,
    stallSeconds: config.ARCHIVE_STALL_SECONDS,
  });
  await fastify.register(internalListener, {
    host: config.METRICS_HOST,
    port: config.METRICS_PORT,
    webhookToken: config.ALERT_WEBHOOK_TOKEN,
  });
  await fastify.register(mail, { smtpUrl: config.SMTP_URL, mailDir: config.MAIL_DIR });
  await fastify.register(outboxWorker, {
    mailFrom: config.MAIL_FROM,
    teamEmail: config.TEAM_EMAIL,
    teamLocale: config.TEAM_LOCALE,
    siteOrigin: origins[0] ?? "",
    pollMs: config.OUTBOX_POLL_MS,
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
  });
  await fastify.register(replyWatch, {
    everyMs: config.REPLY_WATCH_MS,
    summaryHour: config.DAILY_SUMMARY_HOUR,
    timeZone: firm.timeZone,
  });
  await fastify.register(backupWatch, {
    everyMs: config.BACKUP_WATCH_MS,
    stallSeconds: config.ARCHIVE_STALL_SECONDS,
  });
  await fastify.register(standbyWatch, { everyMs: config.STANDBY_WATCH_MS });
  await fastify.register(openapi);
  await fastify.register(healthRoutes, { prefix: "/api" });
  const spam = {
    keys: formTokenKeys({ FORM_TOKEN_KEYS: config.FORM_TOKEN_KEYS }),
    minFillMs: config.MIN_FILL_MS,
  };
  await fastify.register(formTokenRoutes, { prefix: "/api", keys: spam.keys });
  await fastify.register(contactRoutes, { prefix: "/api", spam });
  await fastify.register(consultationRoutes, { prefix: "/api", spam });
  await fastify.register(signInRequests, { siteOrigin: origins[0] ?? "" });
  await fastify.register(opsSignInRoutes, { prefix: "/api/ops/sign-in", siteOrigins: origins });
  await fastify.register(opsRoutes, {
    prefix: "/api/ops",
    siteOrigins: origins,
    retentionDays: config.RETENTION_DAYS,
  });
}
