import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import Type from "typebox";
import { HttpError } from "../http/http-error.ts";
import { verifySession } from "../ops/sessions.ts";
import { Failure } from "../schemas/common.ts";

/**
 * Whether a readiness probe may learn how backups are doing: on the API's own port, reached from
 * inside (a health check, the operator's curl; the proxy always names the client in
 * X-Forwarded-For, so nothing from outside comes without it), or from a signed-in admin.
 */
async function seesBackups(request: FastifyRequest): Promise<boolean> {
  if (request.headers["x-forwarded-for"] === undefined) return true;
  const [, token = ""] = /^Session\s+(\S+)$/i.exec(request.headers.authorization ?? "") ?? [];
  if (!token) return false;
  return (await verifySession(request.server.prisma, token))?.user.role === "admin";
}

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
          "`archive` is the state of continuous WAL archiving (decision 0090); `standby` whether the primary has its synchronous standby (decision 0115). Neither makes the API unready; both are told only on the API's own port (reached from inside, with no X-Forwarded-For) or to a signed-in admin.",
        tags: ["health"],
        response: {
          200: Type.Object({
            status: Type.Literal("ready"),
            archive: Type.Optional(
              Type.Union([
                Type.Literal("ok"),
                Type.Literal("stalled"),
                Type.Literal("off"),
                Type.Literal("unknown"),
              ]),
            ),
            standby: Type.Optional(
              Type.Union([
                Type.Literal("ok"),
                Type.Literal("missing"),
                Type.Literal("off"),
                Type.Literal("unknown"),
              ]),
            ),
          }),
          503: Failure,
        },
      },
      config: { unlimited: true },
    },
    async (request) => {
      try {
        await fastify.pool.query("SELECT 1");
      } catch (error) {
        throw new HttpError(503, "unavailable", "Database unavailable", { cause: error });
      }
      if (!(await seesBackups(request))) return { status: "ready" as const };
      return {
        status: "ready" as const,
        archive: fastify.backupWatch.state(),
        standby: fastify.standbyWatch.state(),
      };
    },
  );
};

export default healthRoutes;
