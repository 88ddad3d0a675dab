import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { toCaseTypeColumn } from "../db/case-type.ts";
import { ContactBody, Created, Failure } from "../schemas/contact.ts";

type Options = { rateLimit: { max: number; timeWindow: number } };

const contactRoutes: FastifyPluginAsyncTypebox<Options> = async (fastify, options) => {
  fastify.post(
    "/contact",
    {
      schema: { body: ContactBody, response: { 201: Created, "4xx": Failure, "5xx": Failure } },
      config: { rateLimit: options.rateLimit },
    },
    async (request, reply) => {
      const { name, email, phone = "", caseType, message } = request.body;
      const row = await fastify.prisma.contactMessage.create({
        data: {
          name: name.trim(),
          email,
          phone: phone.trim(),
          caseType: toCaseTypeColumn(caseType),
          message,
        },
        select: { id: true },
      });
      return reply.status(201).send({ success: true, id: row.id });
    },
  );
};

export default contactRoutes;
