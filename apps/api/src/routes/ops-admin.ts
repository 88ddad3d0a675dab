import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AuditPage,
  AuditQuery,
  PurgeRequest,
  PurgeResult,
  TokenList,
  UserChange,
} from "@firm/intake/console/admin";
import { Done, RecordIdParams } from "@firm/intake/console/inbox";
import { sessionSecurity } from "@firm/intake/console/session";
import { MemberIdParams } from "@firm/intake/console/user";
import { HttpError } from "../http/http-error.ts";
import { audit } from "../ops/audit.ts";
import { auditPage } from "../ops/audit-log.ts";
import { purgeRecords } from "../ops/records.ts";
import { revokeSessions } from "../ops/sessions.ts";
import { revokeSignInLinks } from "../ops/sign-in-links.ts";
import { listTokens, revokeToken } from "../ops/tokens.ts";
import { failures } from "../schemas/common.ts";

const config = { opsAccess: "admin" as const };
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What only admins do: the audit log, retention, API tokens, members' roles and access. */
const opsAdminRoutes: FastifyPluginAsyncTypebox<{ retentionDays: number }> = async (
  fastify,
  { retentionDays },
) => {
  fastify.get(
    "/audit",
    {
      config,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        querystring: AuditQuery,
        response: { 200: AuditPage, ...failures },
      },
    },
    async (request) => ({ success: true as const, ...(await auditPage(fastify.pool, request.query)) }),
  );

  fastify.post(
    "/retention",
    {
      config,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        body: PurgeRequest,
        response: { 200: PurgeResult, ...failures },
      },
    },
    async (request) => {
      const { dryRun } = request.body;
      const days = request.body.days ?? retentionDays;
      const result = await purgeRecords(fastify.prisma, days, dryRun);
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: dryRun ? "purge_dry_run" : "purge",
        detail: { days, ...result },
      });
      return { success: true as const, dryRun, days, ...result };
    },
  );

  fastify.get(
    "/tokens",
    {
      config,
      schema: { tags: ["ops"], security: sessionSecurity, response: { 200: TokenList, ...failures } },
    },
    async () => {
      const tokens = await listTokens(fastify.prisma);
      return {
        success: true as const,
        tokens: tokens.map((token) => ({
          ...token,
          createdAt: token.createdAt.toISOString(),
          revokedAt: iso(token.revokedAt),
          lastUsedAt: iso(token.lastUsedAt),
        })),
      };
    },
  );

  fastify.post(
    "/tokens/:id/revoke",
    {
      config,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        params: RecordIdParams,
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      if (!(await revokeToken(fastify.prisma, request.params.id)))
        throw new HttpError(404, "not_found", "No active token with this id");
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: "token_revoke",
        detail: { tokenId: request.params.id },
      });
      return { success: true as const };
    },
  );

  fastify.patch(
    "/users/:id",
    {
      config,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        params: MemberIdParams,
        body: UserChange,
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === request.opsUser?.id)
        throw new HttpError(
          400,
          "own_account",
          "Ask another administrator to change your own role or access",
        );
      const { role, disabled } = request.body;
      const data = {
        ...(role ? { role } : {}),
        ...(disabled === undefined ? {} : { disabledAt: disabled ? new Date() : null }),
      };
      const { count } = await fastify.prisma.opsUser.updateMany({ where: { id }, data });
      if (count === 0) throw new HttpError(404, "not_found", "No team member with this id");
      if (disabled) {
        await revokeSessions(fastify.prisma, { userId: id });
        await revokeSignInLinks(fastify.prisma, id);
      }
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: "change_user",
        detail: { user: id, ...request.body },
      });
      return { success: true as const };
    },
  );
};

export default opsAdminRoutes;
