import type pg from "pg";
import { isUnavailable } from "../http/http-error.ts";
import type { SpamReason } from "../intake/spam.ts";
import { batchStatement, type IntakeTable, type Submission } from "./intake-statement.ts";

export type StoreResult =
  | { outcome: "stored"; id: string; spamReason: SpamReason | null; spam: boolean }
  | { outcome: "replayed"; id: string }
  | { outcome: "key-reused" };

/** How long a key's first answer is replayed. */
export const idempotencyWindowHours = 24;

/** How many times a submission whose key could not be settled goes back into a batch. */
const maxAttempts = 3;

/** Submissions that arrive in one event-loop turn share a statement, up to this many. */
const maxBatch = 200;

type Pending = {
  submission: Submission;
  attempt: number;
  resolve: (result: StoreResult) => void;
  reject: (error: unknown) => void;
};

type StoredRow = { id: string; spamReason: SpamReason | null; spam: boolean };
type KeyRow = { requestHash: string; recordId: string; fresh: boolean };

export type IntakeStoreOptions = {
  /** How many requests one valid form token may make before the next ones are spam. */
  tokenReuseAllowance: number;
  /** False behind a transaction-mode pooler without prepared-statement support (DB_NAMED_STATEMENTS). */
  namedStatements: boolean;
};

/**
 * Stores intake submissions. Those that arrive in the same event-loop turn, with or without an
 * idempotency key, share one statement and one commit (group commit, decision 0065). A batch that
 * fails for any reason other than an unavailable database is retried one by one, so that one bad
 * submission cannot fail the others.
 */
export function createIntakeStore(
  pool: pg.Pool,
  { tokenReuseAllowance, namedStatements }: IntakeStoreOptions,
) {
  const queues = new Map<IntakeTable, Pending[]>();
  let scheduled = false;

  function enqueue(pending: Pending) {
    const queue = queues.get(pending.submission.table) ?? [];
    queue.push(pending);
    queues.set(pending.submission.table, queue);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flushAll);
    }
  }

  /** A keyed submission that claimed nothing: its key was used before (or just now, in a batch). */
  async function settle(pending: Pending, { key, hash }: { key: string; hash: string }): Promise<void> {
    const { rows } = await pool.query<KeyRow>(
      `SELECT "requestHash", "recordId", "createdAt" > now() - make_interval(hours => $2) AS fresh
       FROM "idempotency_key" WHERE "key" = $1`,
      [key, idempotencyWindowHours],
    );
    const row = rows[0];
    if (row?.fresh) {
      pending.resolve(
        row.requestHash === hash ? { outcome: "replayed", id: row.recordId } : { outcome: "key-reused" },
      );
      return;
    }
    if (pending.attempt + 1 >= maxAttempts) throw new Error("idempotency key could not be settled");
    // The first answer is older than the window (or gone): forget it and store this one.
    await pool.query(
      `DELETE FROM "idempotency_key" WHERE "key" = $1 AND "createdAt" <= now() - make_interval(hours => $2)`,
      [key, idempotencyWindowHours],
    );
    enqueue({ ...pending, attempt: pending.attempt + 1 });
  }

  async function flush(batch: Pending[]): Promise<void> {
    let stored: Map<string, StoredRow>;
    try {
      const statement = batchStatement(
        batch.map((pending) => pending.submission),
        { reuseAllowance: tokenReuseAllowance, named: namedStatements },
      );
      const { rows } = await pool.query<StoredRow>(statement);
      stored = new Map(rows.map((row) => [row.id, row]));
    } catch (error) {
      if (batch.length === 1 || isUnavailable(error)) {
        for (const { reject } of batch) reject(error);
        return;
      }
      await Promise.all(batch.map((pending) => flush([pending])));
      return;
    }
    for (const pending of batch) {
      const row = stored.get(pending.submission.recordId);
      if (row) pending.resolve({ outcome: "stored", ...row });
      else if (pending.submission.idempotency)
        void settle(pending, pending.submission.idempotency).catch(pending.reject);
      else pending.reject(new Error("a submission without a key was not stored"));
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
    store: (submission: Submission): Promise<StoreResult> =>
      new Promise((resolve, reject) => enqueue({ submission, attempt: 0, resolve, reject })),
  };
}

export type IntakeStore = ReturnType<typeof createIntakeStore>;
