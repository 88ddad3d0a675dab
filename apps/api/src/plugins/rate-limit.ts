import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { HttpError } from "../http/http-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook of the intake routes: one budget per client IP across both forms. */
    intakeRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook of GET /api/form-token: one budget of tokens per client IP. */
    formTokenRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of the sign-in routes: one budget per client IP, and one per e-mail address and client IP. */
    signInRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** Health probes are not limited. */
    unlimited?: boolean;
  }
}

type Limit = { max: number; timeWindow: number };
type Options = {
  intake: Limit;
  formToken: Limit;
  global: Limit;
  signIn: Limit;
  redisUrl?: string | undefined;
};

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

async function connectRedis(url: string, log: { warn: (message: string) => void }): Promise<Redis> {
  // Without an offline queue a command fails at once while Redis is away, and the limiter lets the
  // request through (skipOnError): a shared-store outage must not take the forms down.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on("error", () => {});
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      log.warn("rate-limit store (Redis) not reachable yet; limiting fails open until it is");
      resolve();
    }, 2000);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/**
 * Limits per client IP (`request.ip`: the socket address, or the address the configured trusted
 * proxies report). Every route shares a global cap; the intake routes also share a tight budget, and
 * the form tokens have one of their own (each form of a page asks for one as the visitor starts).
 * With REDIS_URL the counters live in Redis, so several replicas count together.
 */
export default fp<Options>(
  async (fastify, options) => {
    const redis = options.redisUrl ? await connectRedis(options.redisUrl, fastify.log) : undefined;
    if (redis)
      fastify.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
    await fastify.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis ? { redis, nameSpace: "firm-api:rate-limit:" } : {}),
    });
    const limiter = (name: string, limit: Limit): Limiter =>
      fastify.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}` });
    const enforce = async (limit: Limiter, request: FastifyRequest, reply: FastifyReply) => {
      const result = await limit(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = result.ttlInSeconds ?? 1;
      reply.header("retry-after", String(seconds));
      throw new HttpError(429, "rate_limited", `Too many requests. Please try again in ${seconds} seconds.`);
    };
    const globalLimit = limiter("global", options.global);
    const intakeLimit = limiter("intake", options.intake);
    const formTokenLimit = limiter("form-token", options.formToken);
    const signInLimit = limiter("sign-in", options.signIn);
    const emailOf = (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === "string" ? email.trim().toLowerCase() : "";
    };
    const signInEmailLimit = fastify.createRateLimit({
      ...options.signIn,
      // Per address AND client: a stranger's requests never use up the member's own.
      keyGenerator: (request) => `sign-in-email:${emailOf(request)}|${normalizeIP(request.ip)}`,
    });
    fastify.addHook("onRequest", async (request, reply) => {
      if (!request.routeOptions.config.unlimited) await enforce(globalLimit, request, reply);
    });
    fastify.decorate("intakeRateLimit", (request: FastifyRequest, reply: FastifyReply) =>
      enforce(intakeLimit, request, reply),
    );
    fastify.decorate("formTokenRateLimit", (request: FastifyRequest, reply: FastifyReply) =>
      enforce(formTokenLimit, request, reply),
    );
    fastify.decorate("signInRateLimit", async (request: FastifyRequest, reply: FastifyReply) => {
      await enforce(signInLimit, request, reply);
      if (emailOf(request)) await enforce(signInEmailLimit, request, reply);
    });
  },
  { name: "rate-limit" },
);
