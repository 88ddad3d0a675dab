import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Column, IntakeTable, MailKindValue, StoreResult } from "../db/intake-store.ts";
import { isFormPost, resultLocation, visitorLocale } from "../http/form-post.ts";
import { HttpError, isUnavailable } from "../http/http-error.ts";
import type { IntakeForm } from "./form-token.ts";
import { requestHash } from "./request-hash.ts";
import { type SpamReason, spamVerdict, type Verdict } from "./spam.ts";

type Meta = { website?: string; formToken?: string };

/** How requests are told from spam: the form token keys and the timing and reuse limits. */
export type SpamOptions = { keys: readonly string[]; minFillMs: number; reuseAllowance: number };

type Intake<Body> = {
  form: IntakeForm;
  table: IntakeTable;
  columns: (body: Body, verdict: Verdict) => Column[];
  spam: SpamOptions;
};

const mailsFor = (spam: SpamReason | null): MailKindValue[] =>
  spam ? [] : ["team-notification", "acknowledgment"];

/** The request's verdict, with a valid token used more often than allowed counted as spam. */
async function verdictFor(
  request: FastifyRequest,
  body: Meta,
  form: IntakeForm,
  table: IntakeTable,
  spam: SpamOptions,
) {
  const verdict = spamVerdict(body, {
    form,
    keys: spam.keys,
    receivedAt: Date.now(),
    minFillMs: spam.minFillMs,
  });
  if (verdict.reason || !verdict.tokenId) return verdict;
  const uses = await request.server.intakeStore.tokenUses(table, verdict.tokenId);
  return uses >= spam.reuseAllowance ? { ...verdict, reason: "token-reused" as const } : verdict;
}

/**
 * The intake route handler: spam verdict (never a refusal: what a person typed is always kept), one-statement store (record + outbox jobs + idempotency
 * key), then 201 JSON — or, for a form post, a 303 to the result page. Spam gets the same answer.
 */
export function intakeHandler<Body extends Meta>({ form, table, columns, spam }: Intake<Body>) {
  return async (request: FastifyRequest<{ Body: Body }>, reply: FastifyReply) => {
    const body = request.body as Body;
    const key = request.headers["idempotency-key"];
    const idempotency =
      typeof key === "string" ? { key, hash: requestHash(form, body as Record<string, unknown>) } : undefined;
    let result: StoreResult;
    let verdict: Verdict;
    try {
      verdict = await verdictFor(request, body, form, table, spam);
      result = await request.server.intakeStore.store({
        table,
        recordId: randomUUID(),
        columns: columns(body, verdict),
        mails: mailsFor(verdict.reason),
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
    if (verdict.reason) request.log.info({ spam: verdict.reason }, "intake: stored as spam");
    if (result.outcome === "replayed") reply.header("idempotent-replayed", "true");
    if (isFormPost(request)) return reply.redirect(resultLocation(form, visitorLocale(request)), 303);
    return reply.status(201).send({ success: true, id: result.id });
  };
}
