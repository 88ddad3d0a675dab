import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

/**
 * Security headers on every answer (HSTS, nosniff, Referrer-Policy, a deny-all CSP: the API
 * serves no documents) and `Cache-Control: no-store`: answers may carry personal data.
 */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: "no-referrer" },
      crossOriginResourcePolicy: { policy: "same-site" },
    });
    fastify.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
  },
  { name: "security-headers" },
);
