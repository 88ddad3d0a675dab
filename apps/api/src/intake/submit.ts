import { randomUUID } from "node:crypto";
import type { IntakeForm } from "@firm/intake/form-token";
import { replyWithin, urgencyOf } from "@firm/intake/reply-promise";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Column, IntakeTable } from "../db/intake-statement.ts";
import type { StoreResult } from "../db/intake-store.ts";
import { isFormPost, resultLocation, visitorLocale } from "../http/form-post.ts";
import { HttpError, isUnavailable } from "../http/http-error.ts";
import { countStored } from "../monitoring/metrics.ts";
import { requestHash } from "./request-hash.ts";
import { spamVerdict } from "./spam.ts";

type Meta = { website?: string; formToken?: string; urgency?: string };

/** How requests are told from spam: the form token keys and the timing limit (reuse: the store). */
export type SpamOptions = { keys: readonly string[]; minFillMs: number };

type Intake<Body> = {
  form: IntakeForm;
  table: IntakeTable;
  columns: (body: Body) => Column[];
  spam: SpamOptions;
};

/**
 * The intake route handler: the request's spam verdict (never a refusal: what a person typed is
 * always kept), the store (record, e-mail jobs, idempotency key and the token's reuse count, in the
 * one statement of its batch), then 201 JSON — or, for a form post, a 303 to the result page. Spam
 * gets the same answer.
 */
export function intakeHandler<Body extends Meta>({ form, table, columns, spam }: Intake<Body>) {
  return async (request: FastifyRequest<{ Body: Body }>, reply: FastifyReply) => {
    const body = request.body as Body;
    const key = request.headers["idempotency-key"];
    const idempotency =
      typeof key === "string" ? { key, hash: requestHash(form, body as Record<string, unknown>) } : undefined;
    const verdict = spamVerdict(body, {
      form,
      keys: spam.keys,
      receivedAt: Date.now(),
      minFillMs: spam.minFillMs,
    });
    let result: StoreResult;
    try {
      result = await request.server.intakeStore.store({
        table,
        recordId: randomUUID(),
        columns: columns(body),
        verdict,
        replyWithinMs: replyWithin[urgencyOf(body.urgency)],
        ...(idempotency ? { idempotency } : {}),
      });
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      throw new HttpError(
        503,
        "unavailable",
        "Your request could not be saved right now. Please try again.",
        {
          cause: error,
        },
      );
    }
    if (result.outcome === "key-reused") {
      throw new HttpError(
        422,
        "idempotency_key_reused",
        "This Idempotency-Key was already used for another request",
      );
    }
    if (result.outcome === "stored") countStored(request.server.metrics, form, result);
    if (result.outcome === "stored" && result.spamReason)
      request.log.info(
        { spam: result.spamReason },
        result.spam ? "intake: stored as spam" : "intake: stored in the inbox, marked check",
      );
    if (result.outcome === "replayed") reply.header("idempotent-replayed", "true");
    if (isFormPost(request)) return reply.redirect(resultLocation(form, visitorLocale(request)), 303);
    return reply.status(201).send({ success: true, id: result.id });
  };
}
