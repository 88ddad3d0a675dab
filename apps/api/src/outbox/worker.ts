import { setTimeout as sleep } from "node:timers/promises";
import type { Locale } from "@firm/content/locale";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import {
  acknowledgment,
  archiveAlert,
  type MailRecord,
  signInLetter,
  teamNotification,
} from "../mail/messages.ts";
import { dailySummaryLetter, escalationLetter } from "../mail/team-letters.ts";
import type { Mailer } from "../mail/transport.ts";
import { codeLabel, type Metrics } from "../monitoring/metrics.ts";
import type { DailySummaryPayload } from "../ops/reply-watch.ts";

export type OutboxSettings = {
  mailFrom: string;
  teamEmail: string;
  teamLocale: Locale;
  /** The console's origin (the first configured site origin): the team's links point there. */
  siteOrigin: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
};

type Deps = {
  pool: pg.Pool;
  mailer: Mailer;
  log: FastifyBaseLogger;
  settings: OutboxSettings;
  metrics: Pick<Metrics, "emailsSent" | "emailFailures" | "outboxGaveUp">;
};

type ClaimedJob = { jobId: number; attempts: number; id: string; email: string } & (
  | (MailRecord & { kind: "team-notification" | "acknowledgment" | "escalation" })
  | { kind: "sign-in-link"; payload: string; purpose: "enrolment" | "sign-in" }
  | { kind: "archive-alert"; payload: string }
  | { kind: "daily-summary"; payload: string }
);

/** An archive alert's payload (src/plugins/backup-watch.ts): the admin's address and what to say. */
type AlertPayload = { to: string; since: string; waiting: number };

/** A claimed job is leased this long: longer than an SMTP exchange may take (timeouts in transport.ts). */
const leaseSeconds = 120;
/**
 * A send starts only while this much of the batch's lease is left (the worst single exchange under
 * transport.ts's timeouts fits in it); later jobs of a slow batch go back unclaimed, so a lease never
 * runs out under a send and no other replica can claim a job that is being sent.
 */
const sendWindowMs = 60_000;
/** A sent job's record is retried until this long before its lease ends, then left to the lease. */
const recordMarginMs = 5_000;
const batchSize = 20;
const maxBackoffMs = 6 * 3600_000;
const keyCleanupMs = 3600_000;

const claimSql = `
WITH claimed AS (
  UPDATE "outbox_job" SET "lockedUntil" = now() + make_interval(secs => $2), "attempts" = "attempts" + 1
  WHERE "id" IN (
    SELECT "id" FROM "outbox_job"
    WHERE "status" = 'pending' AND "availableAt" <= now() AND ("lockedUntil" IS NULL OR "lockedUntil" <= now())
    ORDER BY "id" LIMIT $1 FOR UPDATE SKIP LOCKED)
  RETURNING "id", "kind", "attempts", "contactMessageId", "consultationRequestId", "signInLinkId", "payload")
SELECT c."id" AS "jobId", c."kind"::text AS "kind", c."attempts", c."payload", l."purpose"::text AS "purpose",
  CASE WHEN cm."id" IS NOT NULL THEN 'contact' ELSE 'consultation' END AS "form",
  COALESCE(cm."id", cr."id", l."id")::text AS "id",
  COALESCE(cm."name", cr."firstName" || ' ' || cr."lastName", u."name") AS "name",
  COALESCE(cm."email", cr."email", u."email") AS "email",
  COALESCE(cm."phone", cr."phone") AS "phone",
  COALESCE(cm."caseType", cr."caseType")::text AS "caseType",
  COALESCE(cm."locale", cr."locale")::text AS "locale",
  cr."urgency"::text AS "urgency",
  COALESCE(cm."createdAt", cr."createdAt") AS "createdAt",
  COALESCE(cm."dueAt", cr."dueAt") AS "dueAt",
  COALESCE(cm."spamReason", cr."spamReason")::text AS "check"
FROM claimed c
LEFT JOIN "contact_message" cm ON cm."id" = c."contactMessageId"
LEFT JOIN "consultation_request" cr ON cr."id" = c."consultationRequestId"
LEFT JOIN "ops_sign_in_link" l ON l."id" = c."signInLinkId"
LEFT JOIN "ops_user" u ON u."id" = l."userId"
ORDER BY c."id"`;

/** A short, personal-data-free description of a failed send (codes only: SMTP texts quote addresses). */
function failureCode(error: unknown): string {
  const { code, responseCode, name } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    name?: unknown;
  };
  const parts = [typeof code === "string" ? code : String(name ?? "Error")];
  if (typeof responseCode === "number") parts.push(String(responseCode));
  return parts.join(" ").slice(0, 200);
}

/** Exponential backoff with ±20 % jitter, capped at six hours. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const exact = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
  return Math.round(exact * (0.8 + Math.random() * 0.4));
}

/** What a message is about, in its Message-ID: the record (or user), or who the letter is for. */
function about(job: ClaimedJob): string {
  if (job.kind === "archive-alert") return "admins";
  if (job.kind === "daily-summary") return "team";
  return job.id;
}

function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * Delivers the transactional outbox: claims due jobs (SKIP LOCKED, so replicas never share one),
 * sends each once, marks it sent, or schedules a retry with backoff until `maxAttempts`.
 */
export function createOutboxWorker({ pool, mailer, log, settings, metrics }: Deps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  let lastKeyCleanup = 0;

  function letterOf(job: ClaimedJob) {
    if (job.kind === "sign-in-link") return signInLetter(job.payload, job.purpose);
    if (job.kind === "archive-alert") return archiveAlert(JSON.parse(job.payload) as AlertPayload);
    if (job.kind === "daily-summary")
      return dailySummaryLetter(
        JSON.parse(job.payload) as DailySummaryPayload,
        settings.teamLocale,
        settings.siteOrigin,
      );
    if (job.kind === "escalation") return escalationLetter(job, settings.teamLocale, settings.siteOrigin);
    return job.kind === "team-notification"
      ? teamNotification(job, settings.teamLocale, settings.siteOrigin)
      : acknowledgment(job);
  }

  /** The team's address, or one address (never parsed as a list of recipients): a visitor's or an admin's. */
  function recipient(job: ClaimedJob) {
    switch (job.kind) {
      case "team-notification":
      case "escalation":
      case "daily-summary":
        return settings.teamEmail;
      case "archive-alert":
        return { name: "", address: (JSON.parse(job.payload) as { to: string }).to };
      default:
        return { name: "", address: job.email };
    }
  }

  async function send(job: ClaimedJob): Promise<void> {
    const letter = letterOf(job);
    await mailer.send({
      from: settings.mailFrom,
      // The visitor's address is passed as one address, never parsed as a list of recipients.
      to: recipient(job),
      subject: letter.subject,
      text: letter.text,
      messageId: `<${job.kind}.${job.jobId}.${about(job)}@${mailDomain(settings.mailFrom)}>`,
    });
  }

  /**
   * Records a sent job, retrying through a database restart (errors back off from 250 ms to 5 s)
   * until the job's lease nearly ends: an e-mail that left must not be sent again because its
   * record failed (decision 0013). Past that the error is thrown and the lease decides.
   */
  async function recordSent(jobId: number, leaseEnds: number, now: () => number): Promise<void> {
    for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
      try {
        await pool.query(
          `UPDATE "outbox_job" SET "status" = 'sent', "sentAt" = now(), "lockedUntil" = NULL, "lastError" = NULL,
             "payload" = NULL
           WHERE "id" = $1`,
          [jobId],
        );
        return;
      } catch (error) {
        if (now() + delay > leaseEnds - recordMarginMs) throw error;
        log.warn({ err: error, job: jobId, retryInMs: delay }, "outbox: e-mail sent, recording it again");
        await sleep(delay);
      }
    }
  }

  async function deliver(job: ClaimedJob, leaseEnds: number, now: () => number): Promise<void> {
    try {
      await send(job);
    } catch (error) {
      const delay = retryDelayMs(job.attempts, settings.retryBaseMs);
      const gaveUp = job.attempts >= settings.maxAttempts;
      metrics.emailFailures.inc({ kind: job.kind, code: codeLabel(error) });
      if (gaveUp) metrics.outboxGaveUp.inc({ kind: job.kind });
      await pool.query(
        `UPDATE "outbox_job" SET "lockedUntil" = NULL, "lastError" = $2,
           "availableAt" = now() + make_interval(secs => $3), "status" = $4::"outbox_status",
           "payload" = CASE WHEN $4 = 'failed' THEN NULL ELSE "payload" END
         WHERE "id" = $1`,
        [job.jobId, failureCode(error), delay / 1000, gaveUp ? "failed" : "pending"],
      );
      const entry = { err: error, job: job.jobId, kind: job.kind, attempts: job.attempts };
      if (gaveUp) log.error(entry, "outbox: giving up on e-mail");
      else log.warn({ ...entry, retryInMs: delay }, "outbox: e-mail not sent, will retry");
      return;
    }
    metrics.emailsSent.inc({ kind: job.kind });
    await recordSent(job.jobId, leaseEnds, now);
    log.info({ job: job.jobId, kind: job.kind }, "outbox: e-mail sent");
  }

  async function cleanUpKeys(): Promise<void> {
    if (Date.now() - lastKeyCleanup < keyCleanupMs) return;
    lastKeyCleanup = Date.now();
    await pool.query(`DELETE FROM "idempotency_key" WHERE "createdAt" < now() - interval '24 hours'`);
  }

  /** Gives claimed jobs back untouched (their attempt not counted), for the next batch. */
  async function release(jobs: ClaimedJob[]): Promise<void> {
    await pool.query(
      `UPDATE "outbox_job" SET "lockedUntil" = NULL, "attempts" = "attempts" - 1
       WHERE "id" = ANY($1::int[]) AND "status" = 'pending'`,
      [jobs.map((job) => job.jobId)],
    );
    log.warn({ jobs: jobs.length }, "outbox: batch slower than its lease allows, rest released");
  }

  /** Claims and delivers one batch; resolves to the number of jobs it claimed. */
  async function runOnce(now: () => number = Date.now): Promise<number> {
    const claimedAt = now();
    const { rows } = await pool.query<ClaimedJob>(claimSql, [batchSize, leaseSeconds]);
    for (const [index, job] of rows.entries()) {
      if (now() - claimedAt > leaseSeconds * 1000 - sendWindowMs) {
        await release(rows.slice(index));
        break;
      }
      await deliver(job, claimedAt + leaseSeconds * 1000, now);
    }
    await cleanUpKeys();
    return rows.length;
  }

  async function tick(): Promise<void> {
    let handled = 0;
    try {
      handled = await runOnce();
    } catch (error) {
      log.warn({ err: error }, "outbox: database not reachable, will retry");
    }
    if (stopped) return;
    const delay = handled === batchSize ? 0 : settings.pollMs;
    timer = setTimeout(() => {
      running = tick();
    }, delay);
  }

  return {
    runOnce,
    start() {
      if (!stopped || settings.pollMs <= 0) return;
      stopped = false;
      running = tick();
    },
    /** Stops polling and waits for the batch under way. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
