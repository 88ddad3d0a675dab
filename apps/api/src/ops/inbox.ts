import type { InboxRowView } from "@firm/intake/console/inbox";
import type { IntakeRecordType as RecordType } from "@firm/intake/forms";
import { sourceName } from "@firm/intake/source-channel";
import type pg from "pg";
import type { RecordStatus } from "../generated/prisma/enums.ts";
import { HttpError } from "../http/http-error.ts";

export type SpamFilter = "exclude" | "only" | "include";
export type InboxSort = "newest" | "due";

export type InboxFilter = {
  type?: RecordType | undefined;
  status?: RecordStatus | undefined;
  caseType?: string | undefined;
  urgency?: string | undefined;
  /** How the visit reached the site (a source channel), and the source's name as the figures give it. */
  source?: string | undefined;
  sourceName?: string | undefined;
  /** "me", "none", or a user's id. */
  assignee?: string | undefined;
  /** Inclusive first and last day, YYYY-MM-DD (UTC). */
  from?: string | undefined;
  to?: string | undefined;
  /** Words to find in names, e-mail, phone and description, accents ignored. */
  q?: string | undefined;
  spam?: SpamFilter | undefined;
  /** Only requests past their due time that have had no response. */
  overdue?: boolean | undefined;
  /** Newest first (default) or soonest due first. */
  sort?: InboxSort | undefined;
  /** Where the previous page ended (opaque, from `nextCursor`). */
  cursor?: string | undefined;
  limit?: number | undefined;
};

/** A row as the console's inbox shows it (the response schema's own type). */
export type InboxRow = InboxRowView;

/**
 * Both forms as one relation: the `intake_record` view, through which every reader of intake
 * records goes (records.ts). A filter on its "type" reaches that form's table alone.
 */
const requests = `"intake_record" AS r`;

/**
 * The text to search for: a query that is only a phone number is matched as its digits, an e-mail
 * address as itself, anything else as its words. The database makes it a prefix query
 * (`searchCondition`) after unaccent, so nothing typed is ever read as tsquery syntax.
 */
export function searchQuery(q: string): string | null {
  const trimmed = q.trim();
  // A whole address is one word of the document (the parser keeps e-mail addresses together).
  if (/^[^\s@'"\\:&|!()<>*]+@[^\s@'"\\:&|!()<>*]+$/.test(trimmed)) return trimmed.toLowerCase();
  if (/^[\d\s()+.-]+$/.test(trimmed)) return trimmed.replace(/\D/g, "") || null;
  const words = trimmed.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length ? words.map((word) => word.toLowerCase()).join(" ") : null;
}

/**
 * Every word of the unaccented text as a required prefix. The words are the lexemes PostgreSQL's own
 * parser finds after unaccent (which turns ʻ into a quote and ½ into " 1/2"), each quoted as a
 * tsquery lexeme, so any text gives a valid query; no word left matches nothing.
 */
const searchCondition = (p: string) =>
  `r."search" @@ (SELECT to_tsquery('simple', coalesce(string_agg(
     '''' || replace(replace(word, '\\', '\\\\'), '''', '''''') || ''':*', ' & '), '')) AS query
   FROM unnest(tsvector_to_array(to_tsvector('simple', ops_unaccent(${p})))) AS word)`;

/** Each order of the inbox: the column it is read by, its direction, and its cursors' prefix. */
const orders = {
  newest: { column: "createdAt", direction: "DESC", before: "<", prefix: "" },
  due: { column: "dueAt", direction: "ASC", before: ">", prefix: "due_" },
} as const;

/** The cursor after `row` in this order (its shape, and so its years, is InboxCursor's). */
export function encodeCursor(row: { createdAt: string; dueAt: string; id: string }, sort: InboxSort): string {
  const order = orders[sort];
  return `${order.prefix}${row[order.column]}_${row.id}`;
}

/**
 * A cursor this inbox gave in this order (the schema has checked its shape and years: an instant
 * and a record's id), else a 400 naming the parameter: one of the other order, or a day that is
 * not in the calendar (30 February).
 */
function decodeCursor(cursor: string, sort: InboxSort): [string, string] {
  const { prefix } = orders[sort];
  const own = sort === "due" ? cursor.startsWith(prefix) : !cursor.startsWith(orders.due.prefix);
  const [at = "", id = ""] = (own ? cursor.slice(prefix.length) : "").split("_");
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime()) || instant.toISOString() !== at || !id)
    throw new HttpError(400, "invalid_cursor", "The cursor parameter is not one this inbox gave");
  return [at, id];
}

/** WHERE clause and parameters of a filter (all but its type), for the signed-in user `userId` ("me"). */
export function inboxWhere(filter: InboxFilter, userId: string | null) {
  const values: unknown[] = [];
  const clauses: string[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    values.push(value);
    clauses.push(clause(`$${values.length}`));
  };
  const spam = filter.spam ?? "exclude";
  if (filter.status) add((p) => `r."status" = ${p}::record_status`, filter.status);
  else if (spam === "only") clauses.push(`r."status" = 'spam'`);
  else if (spam === "exclude") clauses.push(`r."status" <> 'spam'`);
  if (filter.caseType) add((p) => `r."caseType" = ${p}::case_type`, filter.caseType);
  if (filter.urgency) add((p) => `r."urgency" = ${p}::urgency`, filter.urgency);
  if (filter.source) add((p) => `r."sourceChannel" = ${p}::source_channel`, filter.source);
  const named = sourceName(filter.sourceName ?? "");
  if (named) add((p) => `r."sourceName" = ${p}`, named);
  if (filter.assignee === "none") clauses.push(`r."assigneeId" IS NULL`);
  else if (filter.assignee)
    add((p) => `r."assigneeId" = ${p}::uuid`, filter.assignee === "me" ? userId : filter.assignee);
  if (filter.from) add((p) => `r."createdAt" >= (${p}::date)::timestamp AT TIME ZONE 'UTC'`, filter.from);
  if (filter.to) add((p) => `r."createdAt" < (${p}::date + 1)::timestamp AT TIME ZONE 'UTC'`, filter.to);
  if (filter.overdue)
    clauses.push(`r."firstResponseAt" IS NULL AND r."dueAt" < now() AND r."status" <> 'spam'`);
  const query = filter.q ? searchQuery(filter.q) : null;
  if (query) add(searchCondition, query);
  return { values, clauses };
}

type Ordered = { createdAt: Date; dueAt: Date; id: string };
const byId = (a: Ordered, b: Ordered) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const comparators: Record<InboxSort, (a: Ordered, b: Ordered) => number> = {
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(b, a),
  due: (a, b) => a.dueAt.getTime() - b.dueAt.getTime() || byId(a, b),
};

/**
 * One page of the inbox, newest first or soonest due first, with the cursor of the next page (keyset, never OFFSET). Each
 * form is asked for its own first rows (so PostgreSQL plans each table with its own statistics: an
 * index-order scan for common filters, a bitmap scan and sort for rare ones), then merged.
 */
export async function searchInbox(
  pool: pg.Pool,
  filter: InboxFilter,
  userId: string | null,
): Promise<{ rows: InboxRow[]; nextCursor: string | null }> {
  const limit = filter.limit ?? 50;
  const sort = filter.sort ?? "newest";
  const { column, direction, before } = orders[sort];
  const { values, clauses } = inboxWhere(filter, userId);
  const after = filter.cursor ? decodeCursor(filter.cursor, sort) : null;
  if (after) {
    values.push(after[0], after[1]);
    clauses.push(
      `(r."${column}", r."id") ${before} ($${values.length - 1}::timestamptz, $${values.length}::uuid)`,
    );
  }
  values.push(limit + 1);
  const types = filter.type ? [filter.type] : (["contact", "consultation"] as const);
  // PostgreSQL estimates one word well (its statistics know each word) and picks the quicker of
  // walking the (createdAt, id) index until enough rows match or reading the GIN index and sorting.
  // For several words it multiplies their shares and may walk the whole index for words that never
  // meet: there, the GIN index is read (the order expression below hides the index order).
  const severalWords = (searchQuery(filter.q ?? "") ?? "").includes(" ");
  const order = severalWords ? `(r."${column}" + interval '0 s') ${direction}` : `r."${column}" ${direction}`;
  const pages = await Promise.all(
    types.map(async (type) => {
      const { rows } = await pool.query<InboxRow & Ordered & { firstResponseAt: Date | null }>(
        `SELECT r.*, u."name" AS "assigneeName" FROM (
           SELECT r."type", r."id", r."createdAt", r."dueAt", r."firstResponseAt", r."name", r."email", r."phone", r."caseType"::text AS "caseType",
             r."urgency"::text AS "urgency", r."status"::text AS "status",
             CASE WHEN r."status" <> 'spam' THEN r."spamReason"::text END AS "check", r."assigneeId"
           FROM ${requests}
           WHERE r."type" = '${type}'${clauses.length ? ` AND ${clauses.join(" AND ")}` : ""}
           ORDER BY ${order}, r."id" ${direction} LIMIT $${values.length}) r
         LEFT JOIN "ops_user" u ON u."id" = r."assigneeId"`,
        values,
      );
      return rows;
    }),
  );
  const rows = pages.flat().sort(comparators[sort]);
  const page = rows.slice(0, limit).map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
  }));
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last, sort) : null };
}

/** Requests (spam left out) that arrived after `since`: "new since you last looked". */
export async function countNewSince(pool: pg.Pool, since: Date | null): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    `SELECT count(*) AS "count" FROM ${requests} WHERE r."status" <> 'spam' AND r."createdAt" > $1`,
    [since ?? new Date(0)],
  );
  return Number(rows[0]?.count ?? 0);
}
