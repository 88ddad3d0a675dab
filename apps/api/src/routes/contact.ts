import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { contactFromFormPost, isFormPost } from "../http/form-post.ts";
import { contactColumns } from "../intake/columns.ts";
import { intakeHandler, type SpamOptions } from "../intake/submit.ts";
import { IdempotencyHeaders, intakeContentTypes, intakeResponses } from "../schemas/common.ts";
import { ContactBody } from "../schemas/contact.ts";

/** POST /api/contact: the home and contact-page message. */
const contactRoutes: FastifyPluginAsyncTypebox<{ spam: SpamOptions }> = async (fastify, { spam }) => {
  fastify.post(
    "/contact",
    {
      schema: {
        summary: "Send a contact message",
        tags: ["intake"],
        consumes: intakeContentTypes,
        headers: IdempotencyHeaders,
        body: ContactBody,
        response: intakeResponses,
      },
      config: { intake: "contact" },
      onRequest: [fastify.checkOrigin],
      // After validation: a refused request (which names its fields) spends no stored-request slot.
      preHandler: [fastify.intakeRateLimit],
      preValidation: async (request) => {
        if (!isFormPost(request)) return;
        request.body = contactFromFormPost(request.body as Record<string, unknown>) as ContactBody;
      },
    },
    intakeHandler({ form: "contact", table: "contact_message", columns: contactColumns, spam }),
  );
};

export default contactRoutes;
