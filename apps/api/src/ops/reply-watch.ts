import { escalateAfter } from "@firm/intake/reply-promise";
import type pg from "pg";

/**
 * Emergency and urgent requests still new after their escalation time (@firm/intake/reply-promise)
 * are marked escalated and get one "escalation" e-mail job, in one statement: a row is marked once,
 * so two replicas (or a restart) never queue it twice. Resolves to the jobs queued.
 */
export async function queueEscalations(pool: pg.Pool): Promise<number> {
  const rules = Object.entries(escalateAfter);
  const { rowCount } = await pool.query(
    `WITH due AS (
       UPDATE "consultation_request" r SET "escalatedAt" = now()
       FROM unnest($1::urgency[], $2::float8[]) AS e("urgency", "seconds")
       WHERE r."urgency" = e."urgency" AND r."status" = 'new' AND r."escalatedAt" IS NULL
         AND r."firstResponseAt" IS NULL AND r."createdAt" <= now() - make_interval(secs => e."seconds")
       RETURNING r."id")
     INSERT INTO "outbox_job" ("kind", "consultationRequestId") SELECT 'escalation', "id" FROM due`,
    [rules.map(([urgency]) => urgency), rules.map(([, ms]) => ms / 1000)],
  );
  return rowCount ?? 0;
}

/** The day's counts the summary e-mail carries (its payload). */
export type DailySummaryPayload = {
  /** The firm's calendar day, YYYY-MM-DD. */
  day: string;
  /** Requests received in the last 24 hours (spam left out). */
  received: number;
  /** Requests still new, and of those, past their due time. */
  waiting: number;
  overdue: number;
  /** Requests sent to spam in the last 24 hours. */
  spam: number;
};

/** The firm's calendar day and hour of an instant, in its time zone (daylight saving included). */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * Queues the day's summary once the firm's clock reaches `hour`: the day's row in "daily_summary"
 * is claimed and the e-mail job inserted in one statement, so each day has one summary whatever
 * the replicas; a day whose hour passed while the API was down still gets it when it starts.
 * Resolves to the payload queued, or null when there was nothing to do.
 */
export async function queueDailySummary(
  pool: pg.Pool,
  { hour, timeZone, now = new Date() }: { hour: number; timeZone: string; now?: Date },
): Promise<DailySummaryPayload | null> {
  const local = localDayAndHour(now, timeZone);
  if (local.hour < hour) return null;
  const { rows } = await pool.query<{ payload: string }>(
    `WITH d AS (INSERT INTO "daily_summary" ("day") VALUES ($1::date) ON CONFLICT DO NOTHING RETURNING "day"),
     c AS (SELECT
       count(*) FILTER (WHERE "status" <> 'spam' AND "createdAt" > now() - interval '24 hours') AS "received",
       count(*) FILTER (WHERE "status" = 'new') AS "waiting",
       count(*) FILTER (WHERE "status" = 'new' AND "firstResponseAt" IS NULL AND "dueAt" < now()) AS "overdue",
       count(*) FILTER (WHERE "status" = 'spam' AND "createdAt" > now() - interval '24 hours') AS "spam"
       FROM "intake_record")
     INSERT INTO "outbox_job" ("kind", "payload")
     SELECT 'daily-summary', json_build_object('day', to_char(d."day", 'YYYY-MM-DD'), 'received', c."received",
       'waiting', c."waiting", 'overdue', c."overdue", 'spam', c."spam")::text
     FROM d, c RETURNING "payload"`,
    [local.day],
  );
  return rows[0] ? (JSON.parse(rows[0].payload) as DailySummaryPayload) : null;
}
