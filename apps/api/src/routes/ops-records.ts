import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { OneRecord, RecordList, RecordParams, RecordQuery, StatusChange } from "@firm/intake/console/records";
import type { RecordStatus } from "../generated/prisma/enums.ts";
import { HttpError } from "../http/http-error.ts";
import { audit } from "../ops/audit.ts";
import { toCsv } from "../ops/csv.ts";
import { changeStatus, exportColumns, findRecord, listRecords, type RecordFilter } from "../ops/records.ts";
import { failures } from "../schemas/common.ts";

const security: Record<string, string[]>[] = [{ opsToken: [] }, { opsSession: [] }];

/** Stored intake records for ops (under the authentication of routes/ops.ts). */
const opsRecordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    "/records",
    {
      schema: {
        tags: ["ops"],
        security,
        querystring: RecordQuery,
        response: { 200: RecordList, ...failures },
      },
    },
    async (request) => {
      const filter = request.query as RecordFilter;
      const records = await listRecords(fastify.pool, filter);
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: "list",
        detail: { filter: { ...request.query }, count: records.length },
      });
      return { success: true as const, records };
    },
  );

  fastify.get(
    "/records/:id",
    { schema: { tags: ["ops"], security, params: RecordParams, response: { 200: OneRecord, ...failures } } },
    async (request) => {
      const record = await findRecord(fastify.pool, request.params.id);
      await audit(fastify.prisma, { actor: request.opsActor, action: "show", recordId: request.params.id });
      if (!record) throw new HttpError(404, "not_found", "No record with this id");
      return { success: true as const, record };
    },
  );

  fastify.patch(
    "/records/:id",
    {
      schema: {
        tags: ["ops"],
        security,
        params: RecordParams,
        body: StatusChange,
        response: { 200: OneRecord, ...failures },
      },
    },
    async (request) => {
      const status = request.body.status as RecordStatus;
      const changed = await changeStatus(fastify, { id: request.params.id, status, actor: request.opsActor });
      if (!changed) throw new HttpError(404, "not_found", "No record with this id");
      return { success: true as const, record: changed.record };
    },
  );

  fastify.get(
    "/export",
    { schema: { tags: ["ops"], security, querystring: RecordQuery, produces: ["text/csv"] } },
    async (request, reply) => {
      const filter = {
        ...(request.query as RecordFilter),
        limit: (request.query as RecordFilter).limit ?? 10_000,
      };
      const records = await listRecords(fastify.pool, filter);
      await audit(fastify.prisma, {
        actor: request.opsActor,
        action: "export",
        detail: { filter: { ...request.query }, count: records.length },
      });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="intake-records.csv"')
        .send(toCsv(exportColumns, records));
    },
  );
};

export default opsRecordRoutes;
