import cors from "@fastify/cors";
import fp from "fastify-plugin";

/**
 * CORS for the site's own origins only (the public intake and health routes); the ops routes are
 * never shared with any origin.
 */
export default fp<{ siteOrigins: string[] }>(
  async (fastify, { siteOrigins }) => {
    await fastify.register(cors, {
      delegator: (request, callback) => {
        const ops = request.url.startsWith("/api/ops");
        callback(null, {
          origin: ops ? false : siteOrigins,
          methods: ["GET", "POST"],
          allowedHeaders: ["Content-Type", "Idempotency-Key"],
          maxAge: 600,
        });
      },
    });
  },
  { name: "cors" },
);
