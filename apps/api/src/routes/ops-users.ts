import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Done } from "@firm/intake/console/inbox";
import { sessionSecurity } from "@firm/intake/console/session";
import { MemberIdParams, NewOpsUser, OpsUserList } from "@firm/intake/console/user";
import { HttpError } from "../http/http-error.ts";
import { audit } from "../ops/audit.ts";
import { revokeSessions } from "../ops/sessions.ts";
import { issueSignInLink } from "../ops/sign-in-links.ts";
import { addUser, listUsers } from "../ops/users.ts";
import { failures } from "../schemas/common.ts";

/** The team: any member sees who can be assigned; admins invite members and revoke their sessions. */
const opsUserRoutes: FastifyPluginAsyncTypebox<{ siteOrigin: string }> = async (fastify, { siteOrigin }) => {
  fastify.get(
    "/users",
    {
      config: { opsAccess: "session" },
      schema: { tags: ["ops"], security: sessionSecurity, response: { 200: OpsUserList, ...failures } },
    },
    async () => {
      const users = await listUsers(fastify.prisma);
      return {
        success: true as const,
        users: users.map((user) => ({
          ...user,
          createdAt: user.createdAt.toISOString(),
          disabledAt: user.disabledAt?.toISOString() ?? null,
        })),
      };
    },
  );

  fastify.post(
    "/users",
    {
      config: { opsAccess: "admin" },
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        body: NewOpsUser,
        response: { 201: Done, ...failures },
      },
    },
    async (request, reply) => {
      const user = await addUser(fastify.prisma, request.body);
      if (!user)
        throw new HttpError(409, "user_exists", "This e-mail address already belongs to a team member");
      await issueSignInLink(fastify.prisma, { userId: user.id, purpose: "enrolment", siteOrigin });
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: "add_user",
        detail: { user: user.id, role: user.role },
      });
      return reply.code(201).send({ success: true as const });
    },
  );

  fastify.post(
    "/users/:id/revoke-sessions",
    {
      config: { opsAccess: "admin" },
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        params: MemberIdParams,
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      const count = await revokeSessions(fastify.prisma, { userId: request.params.id });
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: "revoke_sessions",
        detail: { user: request.params.id, count },
      });
      return { success: true as const };
    },
  );
};

export default opsUserRoutes;
