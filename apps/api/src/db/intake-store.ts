import type pg from "pg";
import { isUnavailable } from "../http/http-error.ts";

export type IntakeTable = "contact_message" | "consultation_request";
export type MailKindValue = "team-notification" | "acknowledgment";

/** A column value as submitted; `cast` names its PostgreSQL type (enum, date) when not text. */
export type Column = { name: string; value: string | null; cast?: string };

export type Submission = {
  table: IntakeTable;
  recordId: string;
  columns: Column[];
  /** E-mails to send once the record is stored: none for spam. */
  mails: MailKindValue[];
  idempotency?: { key: string; hash: string };
};

export type StoreResult =
  | { outcome: "stored"; id: string }
  | { outcome: "replayed"; id: string }
  | { outcome: "key-reused" };

/** How long a key's first answer is replayed. */
export const idempotencyWindowHours = 24;

const outboxColumn: Record<IntakeTable, string> = {
  contact_message: "contactMessageId",
  consultation_request: "consultationRequestId",
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const arrayType = (cast: string | undefined) => (cast ? `${quote(cast)}[]` : "text[]");

const preparedNames = new Map<string, string>();

/** A name per distinct statement text, so that each connection parses and plans it once. */
function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = preparedNames.get(text);
  if (!name) {
    name = `intake_${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  return { name, text, values };
}

/**
 * Several submissions to one table in one statement: every column is an array parameter
 * (unnest), so the statement text is the same for any batch size. Records and their outbox jobs
 * commit together.
 */
function batchStatement(batch: Submission[]): pg.QueryConfig {
  const [first] = batch as [Submission];
  const values: unknown[] = [batch.map((submission) => submission.recordId)];
  const arrays = ["$1::uuid[]"];
  first.columns.forEach((column, index) => {
    values.push(batch.map((submission) => submission.columns[index]?.value ?? null));
    arrays.push(`$${values.length}::${arrayType(column.cast)}`);
  });
  const mails = batch.flatMap((submission) => submission.mails.map((kind) => [submission.recordId, kind]));
  values.push(
    mails.map(([id]) => id),
    mails.map(([, kind]) => kind),
  );
  const names = ["id", ...first.columns.map((column) => column.name)].map(quote).join(", ");
  const text =
    `WITH r AS (INSERT INTO ${quote(first.table)} (${names}) SELECT * FROM unnest(${arrays.join(", ")}) RETURNING "id"), ` +
    `o AS (INSERT INTO "outbox_job" ("kind", ${quote(outboxColumn[first.table])}) ` +
    `SELECT m."kind", m."id" FROM unnest($${values.length - 1}::uuid[], $${values.length}::"mail_kind"[]) AS m("id", "kind") ` +
    `JOIN r ON r."id" = m."id") SELECT count(*)::int AS stored FROM r`;
  return prepared(text, values);
}

/**
 * One submission with an idempotency key: the record is inserted only when the key row was. A
 * concurrent request with the same key waits on the key's primary key, then inserts nothing.
 */
function keyedStatement(submission: Submission, key: string, hash: string): pg.QueryConfig {
  const values: unknown[] = [submission.recordId, key, hash];
  const placeholders = submission.columns.map(({ value, cast }) => {
    values.push(value);
    return cast ? `$${values.length}::${quote(cast)}` : `$${values.length}`;
  });
  values.push(submission.mails);
  const names = ["id", ...submission.columns.map((column) => column.name)].map(quote).join(", ");
  const text =
    `WITH k AS (INSERT INTO "idempotency_key" ("key", "requestHash", "recordId") VALUES ($2, $3, $1::uuid) ` +
    `ON CONFLICT ("key") DO NOTHING RETURNING 1), ` +
    `r AS (INSERT INTO ${quote(submission.table)} (${names}) SELECT $1::uuid, ${placeholders.join(", ")} ` +
    `WHERE EXISTS (SELECT 1 FROM k) RETURNING "id"), ` +
    `o AS (INSERT INTO "outbox_job" ("kind", ${quote(outboxColumn[submission.table])}) ` +
    `SELECT kind, r."id" FROM r CROSS JOIN unnest($${values.length}::"mail_kind"[]) AS kind) ` +
    `SELECT count(*)::int AS stored FROM r`;
  return prepared(text, values);
}

type KeyRow = { requestHash: string; recordId: string; fresh: boolean };

async function storeKeyed(
  pool: pg.Pool,
  submission: Submission,
  key: string,
  hash: string,
): Promise<StoreResult> {
  const statement = keyedStatement(submission, key, hash);
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rows } = await pool.query<{ stored: number }>(statement);
    if (rows[0]?.stored === 1) return { outcome: "stored", id: submission.recordId };
    const existing = await pool.query<KeyRow>(
      `SELECT "requestHash", "recordId", "createdAt" > now() - make_interval(hours => $2) AS fresh
       FROM "idempotency_key" WHERE "key" = $1`,
      [key, idempotencyWindowHours],
    );
    const row = existing.rows[0];
    if (row?.fresh) {
      return row.requestHash === hash ? { outcome: "replayed", id: row.recordId } : { outcome: "key-reused" };
    }
    // The first answer is older than the window (or gone): forget it and store this one.
    await pool.query(
      `DELETE FROM "idempotency_key" WHERE "key" = $1 AND "createdAt" <= now() - make_interval(hours => $2)`,
      [key, idempotencyWindowHours],
    );
  }
  throw new Error("idempotency key could not be settled");
}

type Pending = {
  submission: Submission;
  resolve: (result: StoreResult) => void;
  reject: (error: unknown) => void;
};

const maxBatch = 200;

/**
 * Stores intake submissions. Those without an idempotency key that arrive in the same event-loop
 * turn share one statement and one commit (group commit, see docs/decisions/0011); a batch that
 * fails for any reason other than an unavailable database is retried one by one, so that one bad
 * submission cannot fail the others.
 */
export function createIntakeStore(pool: pg.Pool) {
  const queues = new Map<IntakeTable, Pending[]>();
  let scheduled = false;

  async function write(batch: Submission[]): Promise<void> {
    const { rows } = await pool.query<{ stored: number }>(batchStatement(batch));
    if (rows[0]?.stored !== batch.length) throw new Error("batch stored a different number of records");
  }

  async function flush(batch: Pending[]): Promise<void> {
    try {
      await write(batch.map((pending) => pending.submission));
      for (const { submission, resolve } of batch) resolve({ outcome: "stored", id: submission.recordId });
    } catch (error) {
      if (batch.length === 1 || isUnavailable(error)) {
        for (const { reject } of batch) reject(error);
        return;
      }
      await Promise.all(batch.map((pending) => flush([pending])));
    }
  }

  function flushAll() {
    scheduled = false;
    for (const [table, queue] of queues) {
      queues.delete(table);
      for (let start = 0; start < queue.length; start += maxBatch)
        void flush(queue.slice(start, start + maxBatch));
    }
  }

  return {
    /** How many records of `table` were sent with the form token `tokenId`. */
    async tokenUses(table: IntakeTable, tokenId: string): Promise<number> {
      const text = `SELECT count(*)::int AS uses FROM ${quote(table)} WHERE "formTokenId" = $1`;
      const { rows } = await pool.query<{ uses: number }>(prepared(text, [tokenId]));
      return rows[0]?.uses ?? 0;
    },
    store(submission: Submission): Promise<StoreResult> {
      const { idempotency } = submission;
      if (idempotency) return storeKeyed(pool, submission, idempotency.key, idempotency.hash);
      return new Promise((resolve, reject) => {
        const queue = queues.get(submission.table) ?? [];
        queue.push({ submission, resolve, reject });
        queues.set(submission.table, queue);
        if (!scheduled) {
          scheduled = true;
          setImmediate(flushAll);
        }
      });
    },
  };
}

export type IntakeStore = ReturnType<typeof createIntakeStore>;
