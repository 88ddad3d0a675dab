import { intakeRecords } from "@firm/intake/forms";
import { type FieldProblem, formProblems } from "@firm/intake/validity";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isFormPost, resultLocation, visitorLocale } from "../http/form-post.ts";
import { HttpError, isUnavailable } from "../http/http-error.ts";

const codes: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
  503: "unavailable",
};

/** Status, code and a message safe to show (ours, a validation message, or a generic one). */
export function describe(error: FastifyError): { status: number; code: string; message: string } {
  if (error instanceof HttpError)
    return { status: error.statusCode, code: error.code, message: error.message };
  if (isUnavailable(error)) {
    return { status: 503, code: "unavailable", message: "The service is unavailable. Please try again." };
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    return { status, code: "internal_error", message: "Something went wrong on our side. Please try again." };
  }
  const code = codes[status] ?? "invalid_request";
  // JSON syntax errors quote the body they failed on; say only what went wrong.
  const message = error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ? "Body is not valid JSON" : error.message;
  return { status, code, message };
}

type RefusedField = { field: string; problem: FieldProblem };

/**
 * The fields of an intake request its schema refused, and why (the same rules as the browser's,
 * @firm/intake/validity), so that the visitor learns which answer to correct.
 */
function refusedFields(error: FastifyError, request: FastifyRequest): RefusedField[] | undefined {
  const intake = request.routeOptions.config.intake;
  if (!intake || error.validationContext !== "body") return undefined;
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const fields = formProblems(intakeRecords[intake], body as Record<string, unknown>);
  return fields.length ? fields : undefined;
}

/**
 * Every failure answers `{ success: false, error: { code, message } }` — never a stack trace or
 * SQL; a refused intake request also names its fields (`error.fields`). A failed form post (other
 * than a refused origin) is redirected to the site's failure page, which names the same fields.
 */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, code, message } = describe(error);
      if (status >= 500) request.log.error({ err: error }, "request failed");
      const intake = request.routeOptions.config.intake;
      const fields = refusedFields(error, request);
      if (intake && code !== "forbidden_origin" && isFormPost(request)) {
        const refused = fields?.map((entry) => `${entry.field}:${entry.problem}`);
        return reply.redirect(resultLocation(intake, visitorLocale(request), code, refused), 303);
      }
      return reply
        .status(status)
        .send({ success: false, error: { code, message, ...(fields ? { fields } : {}) } });
    });
    fastify.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ success: false, error: { code: "not_found", message: "Not found" } }),
    );
  },
  { name: "errors" },
);
