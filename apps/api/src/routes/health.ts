import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import Type from "typebox";
import { HttpError } from "../http/http-error.ts";
import { Failure } from "../schemas/common.ts";

/** Liveness (the process answers) and readiness (the database answers); probes are not rate limited. */
const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    "/health",
    {
      schema: {
        summary: "Liveness",
        tags: ["health"],
        response: { 200: Type.Object({ status: Type.Literal("ok") }) },
      },
      config: { unlimited: true },
    },
    async () => ({ status: "ok" as const }),
  );

  fastify.get(
    "/ready",
    {
      schema: {
        summary: "Readiness: the database is reachable",
        description:
          "`archive` is the state of continuous WAL archiving (decision 0090); `standby` whether the primary has its synchronous standby (decision 0115). Neither makes the API unready.",
        tags: ["health"],
        response: {
          200: Type.Object({
            status: Type.Literal("ready"),
            archive: Type.Union([
              Type.Literal("ok"),
              Type.Literal("stalled"),
              Type.Literal("off"),
              Type.Literal("unknown"),
            ]),
            standby: Type.Union([
              Type.Literal("ok"),
              Type.Literal("missing"),
              Type.Literal("off"),
              Type.Literal("unknown"),
            ]),
          }),
          503: Failure,
        },
      },
      config: { unlimited: true },
    },
    async () => {
      try {
        await fastify.pool.query("SELECT 1");
      } catch (error) {
        throw new HttpError(503, "unavailable", "Database unavailable", { cause: error });
      }
      return {
        status: "ready" as const,
        archive: fastify.backupWatch.state(),
        standby: fastify.standbyWatch.state(),
      };
    },
  );
};

export default healthRoutes;
