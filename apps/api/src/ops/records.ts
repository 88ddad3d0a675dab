import { columnsOf, type IntakeRecordType, intakeRecords, recordFieldNames } from "@firm/intake/forms";
import { sourceColumnNames } from "@firm/intake/source";
import type pg from "pg";
import { inTransaction } from "../db/transaction.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { RecordStatus } from "../generated/prisma/enums.ts";
import { audit } from "./audit.ts";
import { inboxWhere, type SpamFilter } from "./inbox.ts";

export type RecordType = IntakeRecordType;

export type RecordFilter = {
  type?: RecordType | undefined;
  status?: RecordStatus | undefined;
  /** Inclusive first day, YYYY-MM-DD (UTC). */
  from?: string | undefined;
  /** Inclusive last day, YYYY-MM-DD (UTC). */
  to?: string | undefined;
  /** Spam is left out unless asked for (or `status` is spam). */
  spam?: SpamFilter | undefined;
  limit?: number | undefined;
  /** Only these records (the export of a console search). */
  ids?: string[] | undefined;
};

/** A record as ops see it: enumeration values as submitted, times as ISO strings. */
export type RecordView = { type: RecordType; id: string; name: string } & Record<string, string | null>;

/** What every record has besides the visitor's answers, in the order ops read it. */
const metaColumns = [
  "status",
  "spamReason",
  "assigneeId",
  "formTokenId",
  "locale",
  "page",
  "consentToCalls",
  "consentVersion",
  "noticeVersion",
  ...sourceColumnNames,
] as const;

/** The columns of each kind of record: its form's fields (a phone with what it was read as), then the rest. */
const ownColumns: Record<RecordType, Set<string>> = {
  contact: new Set(Object.entries(intakeRecords.contact).flatMap(([name, field]) => columnsOf(name, field))),
  consultation: new Set(
    Object.entries(intakeRecords.consultation).flatMap(([name, field]) => columnsOf(name, field)),
  ),
};

const quote = (column: string) => `"${column}"`;

/**
 * Every record is read from the `intake_record` view (migration 20261127070000, decision 0092), by
 * this module and the inbox's (inbox.ts) alike: values as text, times as timestamps.
 */
const selectRecord = `SELECT r."type", r."id", r."createdAt", r."updatedAt", r."dueAt", r."firstResponseAt", r."name", ${[
  ...metaColumns,
  ...recordFieldNames,
]
  .map((column) => `r.${quote(column)}::text AS ${quote(column)}`)
  .join(", ")} FROM "intake_record" r`;

type Row = {
  type: RecordType;
  id: string;
  createdAt: Date;
  updatedAt: Date;
  dueAt: Date;
  firstResponseAt: Date | null;
  name: string;
} & Record<string, unknown>;

function view(row: Row): RecordView {
  const own = ownColumns[row.type];
  const cells = Object.entries(row).filter(
    ([column]) => own.has(column) || !recordFieldNames.includes(column),
  );
  return {
    ...Object.fromEntries(
      cells.map(([column, value]) => [
        column,
        value instanceof Date ? value.toISOString() : (value as string | null),
      ]),
    ),
    type: row.type,
    id: row.id,
    name: row.name,
  };
}

/** Newest first, both types merged unless `type` is given. */
export async function listRecords(pool: pg.Pool, filter: RecordFilter): Promise<RecordView[]> {
  const { values, clauses } = inboxWhere({ ...filter, cursor: undefined, q: undefined }, null);
  if (filter.type) {
    values.push(filter.type);
    clauses.push(`r."type" = $${values.length}`);
  }
  if (filter.ids) {
    values.push(filter.ids);
    clauses.push(`r."id" = ANY($${values.length}::uuid[])`);
  }
  values.push(filter.limit ?? 50);
  const { rows } = await pool.query<Row>(
    `${selectRecord} ${clauses.length ? `WHERE ${clauses.join(" AND ")}` : ""}
     ORDER BY r."createdAt" DESC, r."id" DESC LIMIT $${values.length}`,
    values,
  );
  return rows.map(view);
}

/** One record by id, whichever form it came from. */
export async function findRecord(pool: pg.Pool, id: string): Promise<RecordView | null> {
  const { rows } = await pool.query<Row>(`${selectRecord} WHERE r."id" = $1`, [id]);
  return rows[0] ? view(rows[0]) : null;
}

const tables = {
  contact: { table: "contact_message", job: "contactMessageId" },
  consultation: { table: "consultation_request", job: "consultationRequestId" },
} as const;

/**
 * Queues a record's e-mails of these kinds through the outbox, once per record whatever happens
 * later (a job of that kind already there, sent or not, is not repeated). A record leaving spam
 * ("not spam") gets both a request in the inbox gets at arrival; a request held for
 * checking, marked genuine, its acknowledgment.
 */
const releaseMailsSql = (type: RecordType, kinds: "team-notification,acknowledgment" | "acknowledgment") => `
INSERT INTO "outbox_job" ("kind", "${tables[type].job}")
SELECT m."kind", $1::uuid FROM unnest('{${kinds}}'::"mail_kind"[]) AS m("kind")
WHERE NOT EXISTS (SELECT 1 FROM "outbox_job" j WHERE j."${tables[type].job}" = $1::uuid AND j."kind" = m."kind")`;

/**
 * A member marks a request held for checking genuine: its acknowledgment, held at arrival, is
 * queued now, once per record (the row locked, so two clicks queue one), and audited
 * with the request's signal and how many e-mails were queued. A request in spam is refused: marking
 * it not spam sends both of its e-mails.
 */
export async function acknowledge(
  database: { prisma: PrismaClient; pool: pg.Pool },
  { id, actor }: { id: string; actor: string },
): Promise<{ queued: number } | "not_found" | "spam"> {
  const found = await findRecord(database.pool, id);
  if (!found) return "not_found";
  const queued = await inTransaction(database.pool, async (client) => {
    const locked = await client.query<{ status: string }>(
      `SELECT "status"::text AS "status" FROM "${tables[found.type].table}" WHERE "id" = $1 FOR UPDATE`,
      [id],
    );
    if (locked.rows[0]?.status === "spam") return "spam";
    return (await client.query(releaseMailsSql(found.type, "acknowledgment"), [id])).rowCount ?? 0;
  });
  if (queued === "spam") return "spam";
  await audit(database.prisma, {
    actor,
    action: "acknowledge",
    recordId: id,
    detail: { reason: found.spamReason ?? null, queued },
  });
  return { queued };
}

/**
 * The one way a record's status changes (console, bearer API, CLI): the change and its audit entry.
 * Leaving spam is "not spam": in the same transaction (the record's row locked, so two clicks send
 * nothing twice) its e-mails are queued, and the audit entry says so. Resolves to the status before
 * and the record after, or null when there is no such record.
 */
export async function changeStatus(
  database: { prisma: PrismaClient; pool: pg.Pool },
  change: { id: string; status: RecordStatus; actor: string },
): Promise<{ before: string; record: RecordView } | null> {
  const found = await findRecord(database.pool, change.id);
  if (!found) return null;
  const { table } = tables[found.type];
  const { before, mails } = await inTransaction(database.pool, async (client) => {
    const locked = await client.query<{ status: string }>(
      `SELECT "status"::text AS "status" FROM "${table}" WHERE "id" = $1 FOR UPDATE`,
      [change.id],
    );
    const before = locked.rows[0]?.status ?? String(found.status);
    // Any status but new and spam is the team's first response (decision 0095), recorded once.
    await client.query(
      `UPDATE "${table}" SET "status" = $2::record_status, "updatedAt" = now(),
         "firstResponseAt" = CASE WHEN $3 THEN COALESCE("firstResponseAt", now()) ELSE "firstResponseAt" END
       WHERE "id" = $1`,
      [change.id, change.status, change.status !== "new" && change.status !== "spam"],
    );
    const mails =
      before === "spam" && change.status !== "spam"
        ? ((await client.query(releaseMailsSql(found.type, "team-notification,acknowledgment"), [change.id]))
            .rowCount ?? 0)
        : 0;
    return { before, mails };
  });
  const notSpam = before === "spam" && change.status !== "spam";
  await audit(database.prisma, {
    actor: change.actor,
    action: notSpam ? "not_spam" : "update_status",
    recordId: change.id,
    detail: notSpam
      ? { from: before, to: change.status, reason: found.spamReason ?? null, mails }
      : { from: before, to: change.status },
  });
  const record = await findRecord(database.pool, change.id);
  return record ? { before, record } : null;
}

/** Deletes records (and their outbox jobs) created more than `days` days ago, and stale idempotency keys. */
export async function purgeRecords(prisma: PrismaClient, days: number, dryRun = false) {
  const before = new Date(Date.now() - days * 86_400_000);
  const old = { where: { createdAt: { lt: before } } };
  if (dryRun) {
    const [contactMessages, consultationRequests] = await Promise.all([
      prisma.contactMessage.count(old),
      prisma.consultationRequest.count(old),
    ]);
    return { before: before.toISOString(), contactMessages, consultationRequests };
  }
  const [contacts, consultations] = await prisma.$transaction([
    prisma.contactMessage.deleteMany(old),
    prisma.consultationRequest.deleteMany(old),
    prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 86_400_000) } } }),
  ]);
  return {
    before: before.toISOString(),
    contactMessages: contacts.count,
    consultationRequests: consultations.count,
  };
}

/** Columns of the CSV export: both forms share one header, every stored field in the forms' order. */
export const exportColumns: readonly string[] = [
  "type",
  "id",
  "createdAt",
  "updatedAt",
  "dueAt",
  "firstResponseAt",
  "status",
  "spamReason",
  "locale",
  "page",
  "consentToCalls",
  "consentVersion",
  "noticeVersion",
  ...sourceColumnNames,
  "name",
  ...recordFieldNames.filter((column) => column !== "name"),
];
