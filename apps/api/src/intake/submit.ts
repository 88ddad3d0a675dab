import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Column, IntakeTable, MailKindValue, StoreResult } from "../db/intake-store.ts";
import { type IntakeForm, isFormPost, resultLocation, visitorLocale } from "../http/form-post.ts";
import { HttpError, isUnavailable } from "../http/http-error.ts";
import { requestHash } from "./request-hash.ts";
import { type SpamReason, spamReason } from "./spam.ts";

type Meta = { website?: string; formStartedAt?: number | string };

type Intake<Body> = {
  form: IntakeForm;
  table: IntakeTable;
  columns: (body: Body, spam: SpamReason | null) => Column[];
  minFillMs: number;
};

const mailsFor = (spam: SpamReason | null): MailKindValue[] =>
  spam ? [] : ["team-notification", "acknowledgment"];

/**
 * The intake route handler: spam check, one-statement store (record + outbox jobs + idempotency
 * key), then 201 JSON — or, for a form post, a 303 to the result page. Spam gets the same answer.
 */
export function intakeHandler<Body extends Meta>({ form, table, columns, minFillMs }: Intake<Body>) {
  return async (request: FastifyRequest<{ Body: Body }>, reply: FastifyReply) => {
    const body = request.body as Body;
    const spam = spamReason(body, Date.now(), minFillMs);
    const key = request.headers["idempotency-key"];
    const idempotency =
      typeof key === "string" ? { key, hash: requestHash(form, body as Record<string, unknown>) } : undefined;
    let result: StoreResult;
    try {
      result = await request.server.intakeStore.store({
        table,
        recordId: randomUUID(),
        columns: columns(body, spam),
        mails: mailsFor(spam),
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
    if (spam) request.log.info({ spam }, "intake: stored as spam");
    if (result.outcome === "replayed") reply.header("idempotent-replayed", "true");
    if (isFormPost(request)) return reply.redirect(resultLocation(form, visitorLocale(request)), 303);
    return reply.status(201).send({ success: true, id: result.id });
  };
}
