import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { type FigurePeriod, Figures, FiguresQuery } from "@firm/intake/console/figures";
import { sessionSecurity } from "@firm/intake/console/session";
import { audit } from "../ops/audit.ts";
import { teamFigures } from "../ops/figures.ts";
import { failures } from "../schemas/common.ts";

/** The team's figures for the console's figures page (/ops/figures): a signed-in member's read, audited. */
const opsFiguresRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    "/figures",
    {
      config: { opsAccess: "session" },
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        querystring: FiguresQuery,
        response: { 200: Figures, ...failures },
      },
    },
    async (request) => {
      const days: FigurePeriod = request.query.days ?? 30;
      const figures = await teamFigures(fastify.pool, days);
      await audit(fastify.prisma, { actor: request.opsActor, action: "figures", detail: { days } });
      return { success: true as const, ...figures };
    },
  );
};

export default opsFiguresRoutes;
