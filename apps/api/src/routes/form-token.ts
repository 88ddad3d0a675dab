import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { issueFormToken } from "@firm/intake/form-token";
import { Failure } from "../schemas/common.ts";
import { FormTokenIssued, FormTokenQuery } from "../schemas/form-token.ts";

/**
 * GET /api/form-token: a form's token. The site's pages are files, the same for every visitor, so
 * they carry none: a form asks for its token when the visitor starts to use it. Limited per client
 * address, so that a script cannot stock up tokens.
 */
const formTokenRoutes: FastifyPluginAsyncTypebox<{ keys: readonly string[] }> = async (fastify, { keys }) => {
  fastify.get(
    "/form-token",
    {
      schema: {
        summary: "Issue a form token",
        tags: ["intake"],
        querystring: FormTokenQuery,
        response: { 200: FormTokenIssued, "4xx": Failure },
      },
      onRequest: [fastify.formTokenRateLimit],
    },
    async (request) => ({ success: true as const, token: issueFormToken(request.query.form, keys) }),
  );
};

export default formTokenRoutes;
