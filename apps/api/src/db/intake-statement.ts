import type pg from "pg";
import { hardSpamReasons, heldAcknowledgmentReasons, type Verdict } from "../intake/spam.ts";

export type IntakeTable = "contact_message" | "consultation_request";
type MailKindValue = "team-notification" | "acknowledgment";

/** A column value as submitted; `cast` names its PostgreSQL type (enum, date) when not text. */
export type Column = { name: string; value: string | null; cast?: string };

export type Submission = {
  table: IntakeTable;
  recordId: string;
  /** What the visitor sent (the record's status, spam reason and token id come from `verdict`). */
  columns: Column[];
  verdict: Verdict;
  /** The firm's reply time for this request (@firm/intake/reply-promise): its due time is receipt + this. */
  replyWithinMs: number;
  idempotency?: { key: string; hash: string };
};

/**
 * The e-mails a request in the inbox gets once stored: the team's notification always, the
 * visitor's acknowledgment unless its signal holds it (`heldAcknowledgmentReasons`); spam gets none.
 */
const genuineMails: readonly MailKindValue[] = ["team-notification", "acknowledgment"];

const outboxColumn: Record<IntakeTable, string> = {
  contact_message: "contactMessageId",
  consultation_request: "consultationRequestId",
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const arrayType = (cast: string | undefined) => (cast ? `${quote(cast)}[]` : "text[]");

const preparedNames = new Map<string, string>();

/**
 * A name per distinct statement text, so that each connection parses and plans it once; unnamed
 * when `named` is false (a transaction-mode pooler hands each transaction any server connection,
 * where a name prepared on another one does not exist: decision 0048).
 */
function prepared(text: string, values: unknown[], named: boolean): pg.QueryConfig {
  if (!named) return { text, values };
  let name = preparedNames.get(text);
  if (!name) {
    name = `intake_${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  return { name, text, values };
}

/**
 * Submissions to one table, with or without idempotency keys, in one statement and so one
 * transaction (decision 0065). Every column is an array parameter (unnest), so the text is
 * the same for any batch size. In order:
 * - `k` claims the keys (in key order, so that two batches never wait on each other in a cycle);
 *   a key already claimed, by an earlier request or by a duplicate in this batch, claims nothing;
 * - `v` keeps the submissions without a key and those whose key was claimed, and gives the reason
 *   "token-reused" to a valid form token already used `$6` times (the reuse allowance);
 * - `r` inserts the records: status spam for a hard reason (`$8`), else new (a soft reason marks
 *   it "check"), due `$9` seconds after the transaction's time, which is also its
 *   "createdAt" (decision 0095); `o` the e-mail jobs of those not spam, but no acknowledgment for
 *   a reason that holds it (`$10`). The statement returns the records stored, with their reason and
 *   status.
 */
export function batchStatement(
  batch: Submission[],
  { reuseAllowance, named }: { reuseAllowance: number; named: boolean },
): pg.QueryConfig {
  const [first] = batch as [Submission];
  const table = quote(first.table);
  const values: unknown[] = [
    batch.map((submission) => submission.recordId),
    batch.map((submission) => submission.idempotency?.key ?? null),
    batch.map((submission) => submission.idempotency?.hash ?? null),
    batch.map((submission) => submission.verdict.reason),
    batch.map((submission) => submission.verdict.tokenId),
    reuseAllowance,
    genuineMails,
    hardSpamReasons,
    batch.map((submission) => submission.replyWithinMs / 1000),
    heldAcknowledgmentReasons,
  ];
  const arrays = [
    "$1::uuid[]",
    "$2::text[]",
    "$3::text[]",
    '$4::"spam_reason"[]',
    "$5::text[]",
    "$9::float8[]",
  ];
  for (const [index, column] of first.columns.entries()) {
    values.push(batch.map((submission) => submission.columns[index]?.value ?? null));
    arrays.push(`$${values.length}::${arrayType(column.cast)}`);
  }
  const names = first.columns.map((column) => quote(column.name));
  const text = [
    `WITH s AS (SELECT * FROM unnest(${arrays.join(", ")}) AS s("_id", "_key", "_hash", "_reason", "_token", "_reply", ${names.join(", ")})), `,
    `k AS (INSERT INTO "idempotency_key" ("key", "requestHash", "recordId") `,
    `SELECT "_key", "_hash", "_id" FROM s WHERE "_key" IS NOT NULL ORDER BY "_key" `,
    `ON CONFLICT ("key") DO NOTHING RETURNING "recordId"), `,
    `v AS (SELECT s.*, coalesce("_reason", CASE WHEN "_token" IS NOT NULL AND `,
    `(SELECT count(*) FROM ${table} t WHERE t."formTokenId" = s."_token") >= $6 `,
    `THEN 'token-reused'::"spam_reason" END) AS "_spam" FROM s `,
    `WHERE "_key" IS NULL OR "_id" IN (SELECT "recordId" FROM k)), `,
    `r AS (INSERT INTO ${table} ("id", ${names.join(", ")}, "status", "spamReason", "formTokenId", "dueAt") `,
    `SELECT "_id", ${names.join(", ")}, CASE WHEN "_spam" = ANY($8::"spam_reason"[]) THEN 'spam' ELSE 'new' END::"record_status", `,
    `"_spam", "_token", now() + make_interval(secs => "_reply") FROM v RETURNING "id", "spamReason", "status"), `,
    `o AS (INSERT INTO "outbox_job" ("kind", ${quote(outboxColumn[first.table])}) `,
    `SELECT m."kind", r."id" FROM r CROSS JOIN unnest($7::"mail_kind"[]) AS m("kind") WHERE r."status" <> 'spam' `,
    `AND NOT (m."kind" = 'acknowledgment' AND r."spamReason" IS NOT NULL AND r."spamReason" = ANY($10::"spam_reason"[]))) `,
    `SELECT "id"::text, "spamReason"::text, "status" = 'spam' AS "spam" FROM r`,
  ].join("");
  return prepared(text, values, named);
}
