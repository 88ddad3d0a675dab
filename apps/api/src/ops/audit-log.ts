import type pg from "pg";

/** The audit log, newest first, one page before an entry id; actors shown by name where known. */
export async function auditPage(
  pool: pg.Pool,
  { before, limit = 50 }: { before?: number | undefined; limit?: number | undefined },
) {
  const { rows } = await pool.query<{
    id: number;
    at: Date;
    actor: string;
    action: string;
    recordId: string | null;
    detail: unknown;
  }>(
    `SELECT a."id", a."at", COALESCE(NULLIF(u."name", ''), u."email", a."actor") AS "actor", a."action",
       a."recordId"::text AS "recordId", a."detail"
     FROM "audit_log" a LEFT JOIN "ops_user" u ON a."actor" = 'user:' || u."id"::text
     WHERE $1::int IS NULL OR a."id" < $1
     ORDER BY a."id" DESC LIMIT $2`,
    [before ?? null, limit + 1],
  );
  const entries = rows.slice(0, limit).map((row) => ({ ...row, at: row.at.toISOString() }));
  return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
