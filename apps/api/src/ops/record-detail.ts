import { normalizePhone, phoneDigits } from "@firm/intake/phone";
import type pg from "pg";
import type { PrismaClient } from "../generated/prisma/client.ts";

export type TimelineEntry = {
  at: string;
  /** An audit action (show, update_status, assign, add_note, export…) or "note". */
  action: string;
  actor: string;
  detail: Record<string, unknown> | null;
};

/** The e-mails sent (or queued) about a record and how their delivery stands. */
export async function mailsOf(prisma: PrismaClient, id: string) {
  const jobs = await prisma.outboxJob.findMany({
    where: { OR: [{ contactMessageId: id }, { consultationRequestId: id }] },
    select: { kind: true, status: true, attempts: true, createdAt: true, sentAt: true, lastError: true },
    orderBy: { id: "asc" },
  });
  return jobs.map((job) => ({
    kind: job.kind === "team_notification" ? "team-notification" : job.kind,
    status: job.status,
    attempts: job.attempts,
    createdAt: job.createdAt.toISOString(),
    sentAt: job.sentAt?.toISOString() ?? null,
    lastError: job.lastError,
  }));
}

/**
 * Other requests from the same e-mail address or phone number (the last ten digits of a valid
 * number; a number that is not valid links nothing): a conflict-check hint, found through each
 * request's search document in the `intake_record` view (the address and the digits are words of it).
 */
export async function relatedRequests(pool: pg.Pool, record: { id: string; email: string; phone: string }) {
  // Read again from what was typed, not from the stored column: a request stored before numbers
  // were checked may hold an E.164 form of a number that is not valid.
  const digits = phoneDigits(normalizePhone(record.phone));
  const { rows } = await pool.query<{
    type: string;
    id: string;
    createdAt: Date;
    name: string;
    status: string;
  }>(
    `WITH q AS (SELECT plainto_tsquery('simple', ops_unaccent($2)) ||
       CASE WHEN $3 = '' THEN plainto_tsquery('simple', $2) ELSE plainto_tsquery('simple', $3) END AS query)
     SELECT r."type", r."id", r."createdAt", r."name"::text AS "name", r."status"::text AS "status"
     FROM "intake_record" r, q WHERE r."search" @@ q.query AND r."id" <> $1
     ORDER BY r."createdAt" DESC LIMIT 20`,
    [record.id, record.email, digits],
  );
  return rows.map(({ type, id, createdAt, name, status }) => ({
    type,
    id,
    createdAt: createdAt.toISOString(),
    name,
    status,
  }));
}

/** Who did what to a record, oldest first: the audit log's entries and the notes, actors by name. */
export async function timelineOf(pool: pg.Pool, id: string): Promise<TimelineEntry[]> {
  const { rows } = await pool.query<{
    at: Date;
    action: string;
    actor: string;
    detail: Record<string, unknown> | null;
  }>(
    `SELECT a."at", a."action", COALESCE(NULLIF(u."name", ''), u."email", a."actor") AS "actor", a."detail"
     FROM "audit_log" a
     LEFT JOIN "ops_user" u ON a."actor" = 'user:' || u."id"::text
     WHERE a."recordId" = $1 AND a."action" <> 'add_note'
     UNION ALL
     SELECT n."createdAt", 'note', COALESCE(NULLIF(u."name", ''), u."email"), jsonb_build_object('body', n."body")
     FROM "record_note" n JOIN "ops_user" u ON u."id" = n."authorId"
     WHERE n."contactMessageId" = $1 OR n."consultationRequestId" = $1
     ORDER BY 1, 2`,
    [id],
  );
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
