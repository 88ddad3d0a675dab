import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { HttpError } from "../http/http-error.ts";
import { csrfMatches, type OpsPrincipal, verifySession } from "../ops/sessions.ts";
import { verifyToken } from "../ops/tokens.ts";
import opsAdminRoutes from "./ops-admin.ts";
import opsConsoleRoutes from "./ops-console.ts";
import opsFiguresRoutes from "./ops-figures.ts";
import opsPasskeyRoutes from "./ops-passkeys.ts";
import opsRecordRoutes from "./ops-records.ts";
import opsSystemRoutes from "./ops-system.ts";
import opsUserRoutes from "./ops-users.ts";

/** Who may call a route: any credential (default), a console session, or an admin's session. */
export type OpsAccess = "any" | "session" | "admin";

declare module "fastify" {
  interface FastifyRequest {
    /** "token:<id>" of an ops token, or "user:<id>" of a signed-in team member. */
    opsActor: string;
    /** The signed-in team member (null for bearer tokens). */
    opsUser: OpsPrincipal | null;
    /** The console session that authenticated the request (null for bearer tokens). */
    opsSessionId: string | null;
  }
  interface FastifyContextConfig {
    opsAccess?: OpsAccess;
  }
}

const safeMethods = new Set(["GET", "HEAD"]);

async function authenticate(request: FastifyRequest) {
  const fastify = request.server;
  const [, scheme = "", credential = ""] =
    /^(Bearer|Session)\s+(\S+)$/i.exec(request.headers.authorization ?? "") ?? [];
  if (scheme.toLowerCase() === "bearer") {
    const token = await verifyToken(fastify.prisma, credential);
    if (token) request.opsActor = `token:${token.id}`;
    return;
  }
  if (scheme.toLowerCase() !== "session") return;
  const session = await verifySession(fastify.prisma, credential);
  if (!session) return;
  if (!safeMethods.has(request.method) && !csrfMatches(session, headerValue(request, "x-csrf-token")))
    throw new HttpError(403, "csrf_failed", "This form has expired. Reload the page and try again.");
  request.opsActor = `user:${session.user.id}`;
  request.opsUser = session.user;
  request.opsSessionId = session.id;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Ops access to stored intake records (/api/ops/*): bearer tokens for scripts, console sessions
 * (`Authorization: Session …`, presented by the site's server for the signed-in team member, with the
 * session's anti-forgery token on every change). Never served to a web page directly: any request
 * naming an Origin is refused. Every read and change is audited by the routes.
 */
const opsRoutes: FastifyPluginAsync<{ siteOrigins: string[]; retentionDays: number }> = async (
  fastify,
  { siteOrigins, retentionDays },
) => {
  fastify.decorateRequest("opsActor", "");
  fastify.decorateRequest("opsUser", null);
  fastify.decorateRequest("opsSessionId", null);
  fastify.addHook("onRequest", async (request, reply) => {
    if (request.headers.origin)
      throw new HttpError(403, "forbidden_origin", "Ops access is not available to web pages");
    await authenticate(request);
    if (!request.opsActor) {
      reply.header("www-authenticate", 'Bearer realm="ops"');
      throw new HttpError(401, "unauthorized", "A valid ops token or session is required");
    }
    const access = request.routeOptions.config.opsAccess ?? "any";
    if (access !== "any" && !request.opsUser)
      throw new HttpError(403, "session_required", "This needs a signed-in team member");
    if (access === "admin" && request.opsUser?.role !== "admin")
      throw new HttpError(403, "forbidden_role", "This needs an administrator");
  });
  await fastify.register(opsRecordRoutes);
  await fastify.register(opsConsoleRoutes);
  await fastify.register(opsFiguresRoutes);
  await fastify.register(opsUserRoutes, { siteOrigin: siteOrigins[0] ?? "" });
  await fastify.register(opsPasskeyRoutes, { siteOrigins });
  await fastify.register(opsAdminRoutes, { retentionDays });
  await fastify.register(opsSystemRoutes);
};

export default opsRoutes;
