import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { consultationColumns } from "../intake/columns.ts";
import { intakeHandler, type SpamOptions } from "../intake/submit.ts";
import { IdempotencyHeaders, intakeContentTypes, intakeResponses } from "../schemas/common.ts";
import { ConsultationBody } from "../schemas/consultation.ts";

/** POST /api/consultation: the free-consultation request with every field. */
const consultationRoutes: FastifyPluginAsyncTypebox<{ spam: SpamOptions }> = async (fastify, { spam }) => {
  fastify.post(
    "/consultation",
    {
      schema: {
        summary: "Request a free consultation",
        tags: ["intake"],
        consumes: intakeContentTypes,
        headers: IdempotencyHeaders,
        body: ConsultationBody,
        response: intakeResponses,
      },
      config: { intake: "consultation" },
      onRequest: [fastify.checkOrigin],
      // After validation: a refused request (which names its fields) spends no stored-request slot.
      preHandler: [fastify.intakeRateLimit],
    },
    intakeHandler({
      form: "consultation",
      table: "consultation_request",
      columns: consultationColumns,
      spam,
    }),
  );
};

export default consultationRoutes;
