import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { issueFormToken } from "@firm/intake/form-token";
import { Failure } from "../schemas/common.ts";
import { FormTokenIssued, FormTokenQuery } from "../schemas/form-token.ts";

/**
 * GET /api/form-token: a fresh form token, for a form on a page served from a cache (its rendered
 * token may be old or shared). The site asks once, when a visitor first focuses the form.
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
    },
    async (request) => ({ success: true as const, token: issueFormToken(request.query.form, keys) }),
  );
};

export default formTokenRoutes;
