import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";

/** Liveness (the process answers) and readiness (the database answers). */
const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get("/health", async () => ({ status: "ok" }));

  fastify.get("/ready", async (_request, reply) => {
    try {
      await fastify.prisma.$queryRaw`SELECT 1`;
      return { status: "ready" };
    } catch (error) {
      fastify.log.warn({ err: error }, "database not reachable");
      return reply
        .status(503)
        .send({ success: false, error: { code: "unavailable", message: "Database unavailable" } });
    }
  });
};

export default healthRoutes;
