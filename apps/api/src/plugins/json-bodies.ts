import fp from "fastify-plugin";
import { HttpError } from "../http/http-error.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * JSON bodies read as UTF-8 strictly: bytes that are not UTF-8 are refused with 400, as in a form
 * post, instead of being stored as U+FFFD. The text is then parsed by
 * Fastify's own JSON parser (prototype and constructor poisoning refused).
 */
export default fp(
  async (fastify) => {
    const parseJson = fastify.getDefaultJsonParser("error", "error");
    fastify.removeContentTypeParser("application/json");
    fastify.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        done(new HttpError(400, "invalid_request", "Body is not valid UTF-8"), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: "json-bodies" },
);
