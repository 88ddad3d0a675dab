import type { FastifyError } from "fastify";
import fp from "fastify-plugin";

function codeFor(status: number): string {
  if (status === 400) return "invalid_request";
  if (status === 404) return "not_found";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  if (status === 429) return "rate_limited";
  if (status === 503) return "unavailable";
  return "internal_error";
}

/** Every failure answers `{ success: false, error: { code, message } }`, never a stack trace or SQL. */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, "request failed");
      const message = status >= 500 ? "Something went wrong on our side. Please try again." : error.message;
      return reply.status(status).send({ success: false, error: { code: codeFor(status), message } });
    });
    fastify.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ success: false, error: { code: "not_found", message: "Not found" } }),
    );
  },
  { name: "errors" },
);
