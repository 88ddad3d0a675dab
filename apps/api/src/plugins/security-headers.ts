import fp from "fastify-plugin";
import helmet from "helmet";

/**
 * Security headers on every answer (HSTS, nosniff, Referrer-Policy, a deny-all CSP: the API
 * serves no documents) and `Cache-Control: no-store`: answers may carry personal data.
 * helmet's middleware is built once here: @fastify/helmet builds it again for every request,
 * which cost the no-op route a tenth of its time (docs/performance.md, API profile).
 */
export default fp(
  async (fastify) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: "no-referrer" },
      crossOriginResourcePolicy: { policy: "same-site" },
    });
    fastify.addHook("onRequest", (request, reply, done) => {
      reply.header("cache-control", "no-store");
      setHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });
  },
  { name: "security-headers" },
);
