import { parse } from "node:querystring";
import formbody from "@fastify/formbody";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isFormPost, requestOrigin } from "../http/form-post.ts";
import { HttpError } from "../http/http-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook of the intake routes: cross-site form posts get 403. */
    checkOrigin: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * A form body read as @fastify/formbody reads it (repeated names become lists), except that a
 * malformed percent-escape (`%E0%A4%A`, an encoded lone surrogate) is refused with 400 instead of
 * being kept as typed and stored, and so are bytes that are not UTF-8: a form encodes every byte
 * past ASCII as a percent-escape, so the replacement character U+FFFD found in the raw body stands
 * for bytes that could not be read (the body is read as UTF-8 before this). A browser sends a text area's line breaks as CR LF, and counts
 * each as one character against its `maxlength`: they are read back as the LF the field held.
 */
export function parseFormBody(body: string): Record<string, unknown> {
  if (body.includes("\uFFFD")) throw new HttpError(400, "invalid_request", "Body is not valid UTF-8");
  for (const part of body.split("&")) {
    try {
      decodeURIComponent(part.replaceAll("+", " "));
    } catch {
      throw new HttpError(400, "invalid_request", "Body is not valid form encoding");
    }
  }
  const fields = parse(body, "&", "=", { maxKeys: 0 });
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === "string" ? value.replaceAll("\r\n", "\n") : value,
    ]),
  );
}

/**
 * Form posts (`application/x-www-form-urlencoded`) so that the site's forms work without
 * JavaScript, accepted only from the site's own origins: a form post must name an allowed Origin
 * (or Referer). A browser sends a cross-site JSON post only after a CORS preflight, which only
 * SITE_ORIGINS pass (plugins/cors.ts); other content types are 415.
 */
export default fp<{ siteOrigins: string[] }>(
  async (fastify, { siteOrigins }) => {
    const allowed = new Set(siteOrigins);
    // Bodies are JSON or form posts; anything else (text/plain included) is 415.
    fastify.removeContentTypeParser("text/plain");
    await fastify.register(formbody, { parser: parseFormBody });
    fastify.decorate("checkOrigin", async (request: FastifyRequest) => {
      if (!isFormPost(request)) return;
      const origin = requestOrigin(request);
      if (origin === undefined || !allowed.has(origin)) {
        throw new HttpError(403, "forbidden_origin", "Form posts are accepted only from the site itself");
      }
    });
  },
  { name: "form-posts" },
);
