import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  Done,
  InboxPage,
  InboxQuery,
  NoteBody,
  RecordChange,
  RecordDetail,
  RecordIdParams,
} from "@firm/intake/console/inbox";
import { CurrentSession, sessionSecurity } from "@firm/intake/console/session";
import type { FastifyRequest } from "fastify";
import type { Static } from "typebox";
import type { RecordStatus } from "../generated/prisma/enums.ts";
import { HttpError } from "../http/http-error.ts";
import { audit } from "../ops/audit.ts";
import { toCsv } from "../ops/csv.ts";
import { countNewSince, type InboxFilter, searchInbox } from "../ops/inbox.ts";
import { mailsOf, relatedRequests, timelineOf } from "../ops/record-detail.ts";
import { acknowledge, changeStatus, exportColumns, findRecord, listRecords } from "../ops/records.ts";
import { type OpsPrincipal, revokeSessions } from "../ops/sessions.ts";
import { addNote, assignRecord } from "../ops/workflow.ts";
import { failures } from "../schemas/common.ts";

const session = { opsAccess: "session" as const };

/** An inbox filter as the audit log keeps it: what was searched for is not written down. */
const auditedFilter = (query: Static<typeof InboxQuery>) => ({ ...query, q: query.q ? "…" : undefined });

/** The intake console's own routes: the signed-in member's session, the inbox and a request's page. */
const opsConsoleRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const user = (request: FastifyRequest): OpsPrincipal => {
    if (!request.opsUser) throw new HttpError(403, "session_required", "This needs a signed-in team member");
    return request.opsUser;
  };

  fastify.get(
    "/session",
    {
      config: session,
      schema: { tags: ["ops"], security: sessionSecurity, response: { 200: CurrentSession, ...failures } },
    },
    async (request) => {
      const found = await fastify.prisma.opsSession.findUniqueOrThrow({
        where: { id: request.opsSessionId ?? "" },
        select: { csrfToken: true },
      });
      const { id, email, name, role } = user(request);
      return { success: true as const, csrfToken: found.csrfToken, user: { id, email, name, role } };
    },
  );

  fastify.delete(
    "/session",
    {
      config: session,
      schema: { tags: ["ops"], security: sessionSecurity, response: { 200: Done, ...failures } },
    },
    async (request) => {
      await revokeSessions(fastify.prisma, { sessionId: request.opsSessionId ?? "" });
      await audit(fastify.prisma, { actor: request.opsActor, action: "sign_out" });
      return { success: true as const };
    },
  );

  fastify.get(
    "/inbox",
    {
      config: session,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        querystring: InboxQuery,
        response: { 200: InboxPage, ...failures },
      },
    },
    async (request) => {
      const me = user(request);
      const filter = request.query as InboxFilter;
      const page = await searchInbox(fastify.pool, filter, me.id);
      let newSinceLastVisit = 0;
      if (!filter.cursor) {
        const seen = await fastify.prisma.opsUser.findUniqueOrThrow({
          where: { id: me.id },
          select: { inboxSeenAt: true },
        });
        newSinceLastVisit = await countNewSince(fastify.pool, seen.inboxSeenAt);
        await fastify.prisma.opsUser.update({ where: { id: me.id }, data: { inboxSeenAt: new Date() } });
      }
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: "list",
        detail: { filter: auditedFilter(request.query), count: page.rows.length },
      });
      return { success: true as const, records: page.rows, nextCursor: page.nextCursor, newSinceLastVisit };
    },
  );

  fastify.get(
    "/inbox/export",
    {
      config: session,
      schema: { tags: ["ops"], security: sessionSecurity, querystring: InboxQuery, produces: ["text/csv"] },
    },
    async (request, reply) => {
      const filter = { ...(request.query as InboxFilter), limit: 10_000, cursor: undefined };
      const ids = (await searchInbox(fastify.pool, filter, user(request).id)).rows.map((row) => row.id);
      const records = await listRecords(fastify.pool, { ids, spam: "include", limit: ids.length });
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: "export",
        detail: { filter: auditedFilter(request.query), count: records.length },
      });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="intake-records.csv"')
        .send(toCsv(exportColumns, records));
    },
  );

  fastify.get(
    "/inbox/:id",
    {
      config: session,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        params: RecordIdParams,
        response: { 200: RecordDetail, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const record = await findRecord(fastify.pool, id);
      if (!record) throw new HttpError(404, "not_found", "No record with this id");
      await audit(fastify.prisma, { actor: request.opsActor, action: "show", recordId: id });
      const assignee = record.assigneeId
        ? await fastify.prisma.opsUser.findUnique({
            where: { id: record.assigneeId },
            select: { id: true, name: true, email: true },
          })
        : null;
      const [mails, related, timeline] = await Promise.all([
        mailsOf(fastify.prisma, id),
        relatedRequests(fastify.pool, { id, email: record.email ?? "", phone: record.phone ?? "" }),
        timelineOf(fastify.pool, id),
      ]);
      return { success: true as const, record, assignee, mails, related, timeline };
    },
  );

  fastify.patch(
    "/inbox/:id",
    {
      config: session,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        params: RecordIdParams,
        body: RecordChange,
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, assigneeId } = request.body;
      if (assigneeId) {
        const assignee = await fastify.prisma.opsUser.findFirst({
          where: { id: assigneeId, disabledAt: null },
        });
        if (!assignee) throw new HttpError(400, "unknown_assignee", "No active team member with this id");
      }
      if (assigneeId !== undefined) {
        const assigned = await assignRecord(fastify.prisma, id, assigneeId);
        if (!assigned) throw new HttpError(404, "not_found", "No record with this id");
        await audit(fastify.prisma, {
          actor: request.opsActor,
          action: "assign",
          recordId: id,
          detail: { from: assigned.before, to: assigneeId },
        });
      }
      if (status) {
        const changed = await changeStatus(fastify, {
          id,
          status: status as RecordStatus,
          actor: request.opsActor,
        });
        if (!changed) throw new HttpError(404, "not_found", "No record with this id");
      }
      return { success: true as const };
    },
  );

  fastify.post(
    "/inbox/:id/notes",
    {
      config: session,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        params: RecordIdParams,
        body: NoteBody,
        response: { 201: Done, ...failures },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const contact = request.body.contact === true;
      const added = await addNote(fastify, id, {
        authorId: user(request).id,
        body: request.body.body,
        contact,
      });
      if (!added) throw new HttpError(404, "not_found", "No record with this id");
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: "add_note",
        recordId: id,
        ...(contact ? { detail: { contact: true } } : {}),
      });
      // Logging a call moves a new request to contacted: the timeline shows it as any status change.
      if (added.contacted)
        await audit(fastify.prisma, {
          actor: request.opsActor,
          action: "update_status",
          recordId: id,
          detail: { from: added.before, to: "contacted", contact: true },
        });
      return reply.code(201).send({ success: true as const });
    },
  );

  fastify.post(
    "/inbox/:id/acknowledgment",
    {
      config: session,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        description:
          "Marks a request held for checking genuine: the visitor's acknowledgment, held at arrival, is sent (once).",
        params: RecordIdParams,
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      const outcome = await acknowledge(fastify, { id: request.params.id, actor: request.opsActor });
      if (outcome === "not_found") throw new HttpError(404, "not_found", "No record with this id");
      if (outcome === "spam")
        throw new HttpError(409, "is_spam", "This request is in spam: mark it not spam to send its e-mails");
      return { success: true as const };
    },
  );
};

export default opsConsoleRoutes;
