import { createHash, randomUUID } from "node:crypto";
import { validContact } from "@firm/testkit/fixtures";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { resetIntake, sql } from "../../tests/harness/app.ts";
import { testDatabaseUrl } from "../../tests/harness/database-url.ts";
import { contactColumns } from "../intake/columns.ts";
import type { Verdict } from "../intake/spam.ts";
import type { ContactBody } from "../schemas/contact.ts";
import type { Submission } from "./intake-statement.ts";
import { createIntakeStore } from "./intake-store.ts";

const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
const store = createIntakeStore(pool, { tokenReuseAllowance: 2, namedStatements: true });

const genuine: Verdict = { reason: null, tokenId: null };
/** A request hash as the route computes it (SHA-256, hex). */
const hash = (seed: string) => createHash("sha256").update(seed).digest("hex");

const submission = (name: string, extra: Partial<Submission> = {}): Submission => ({
  table: "contact_message",
  recordId: randomUUID(),
  columns: contactColumns({ ...(validContact as ContactBody), name }),
  verdict: genuine,
  replyWithinMs: 86_400_000,
  ...extra,
});

/** Counts the statements the store sends while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const queries: string[] = [];
  const original = pool.query.bind(pool);
  pool.query = ((config: pg.QueryConfig | string, ...rest: unknown[]) => {
    queries.push(typeof config === "string" ? config : (config.name ?? config.text));
    return (original as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  try {
    await work();
  } finally {
    pool.query = original;
  }
  return queries;
}

describe("intake store", () => {
  afterAll(() => pool.end());
  beforeEach(resetIntake);

  it("writes submissions arriving together, with and without keys, in one statement and commit", async () => {
    let results: Awaited<ReturnType<typeof store.store>>[] = [];
    const queries = await statementsDuring(async () => {
      results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          store.store(
            submission(
              `Visitor ${index}`,
              index % 2 ? { idempotency: { key: randomUUID(), hash: hash("h") } } : {},
            ),
          ),
        ),
      );
    });
    expect(results.every((result) => result.outcome === "stored")).toBe(true);
    expect(queries).toHaveLength(1);
    expect(await sql("SELECT 1 FROM contact_message WHERE status = 'new'")).toHaveLength(50);
    expect(await sql("SELECT 1 FROM idempotency_key")).toHaveLength(25);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(100);
  });

  it("names its statement, unless told not to (behind a transaction-mode pooler: DB_NAMED_STATEMENTS)", async () => {
    const unnamed = createIntakeStore(pool, { tokenReuseAllowance: 2, namedStatements: false });
    const named = await statementsDuring(() => store.store(submission("Named")));
    const plain = await statementsDuring(() => unnamed.store(submission("Unnamed")));
    expect(named).toEqual([expect.stringMatching(/^intake_\d+$/)]);
    expect(plain).toEqual([expect.stringMatching(/^WITH s AS /)]);
    expect(await sql("SELECT name FROM contact_message ORDER BY name")).toEqual([
      { name: "Named" },
      { name: "Unnamed" },
    ]);
  });

  it("stores one record for a key sent twice in one batch and replays it for the second", async () => {
    const idempotency = { key: randomUUID(), hash: hash("same") };
    const [first, second] = await Promise.all([
      store.store(submission("Twice", { idempotency })),
      store.store(submission("Twice", { idempotency })),
    ]);
    expect(first).toMatchObject({ outcome: "stored" });
    expect(second).toEqual({ outcome: "replayed", id: first?.outcome === "stored" ? first.id : "" });
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(1);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(2);
  });

  it("refuses a key sent again with another body, and stores nothing for it", async () => {
    const key = randomUUID();
    await store.store(submission("First", { idempotency: { key, hash: hash("one") } }));
    expect(await store.store(submission("Other", { idempotency: { key, hash: hash("two") } }))).toEqual({
      outcome: "key-reused",
    });
    expect(await sql("SELECT name FROM contact_message")).toEqual([{ name: "First" }]);
  });

  it("stores a hard spam verdict as spam with its reason and no e-mail jobs", async () => {
    const result = await store.store(
      submission("Script", { verdict: { reason: "honeypot", tokenId: null } }),
    );
    expect(result).toMatchObject({ outcome: "stored", spamReason: "honeypot", spam: true });
    expect(await sql('SELECT status, "spamReason" FROM contact_message')).toEqual([
      { status: "spam", spamReason: "honeypot" },
    ]);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(0);
  });

  it("stores a soft verdict in the inbox (new, marked check by its reason) with the team's e-mail job", async () => {
    const result = await store.store(
      submission("Stale page", { verdict: { reason: "token-missing", tokenId: null } }),
    );
    expect(result).toMatchObject({ outcome: "stored", spamReason: "token-missing", spam: false });
    expect(await sql('SELECT status, "spamReason" FROM contact_message')).toEqual([
      { status: "new", spamReason: "token-missing" },
    ]);
    // No token: the acknowledgment waits for a member.
    expect(await sql("SELECT kind::text FROM outbox_job")).toEqual([{ kind: "team-notification" }]);
  });

  it("counts a valid token's earlier uses: beyond the allowance the request is marked check (token-reused)", async () => {
    const verdict: Verdict = { reason: null, tokenId: "token-1" };
    const outcomes = [];
    for (const name of ["One", "Two", "Three"])
      outcomes.push(await store.store(submission(name, { verdict })));
    expect(outcomes.map((outcome) => outcome.outcome === "stored" && outcome.spamReason)).toEqual([
      null,
      null,
      "token-reused",
    ]);
    const rows = await sql<{ name: string; status: string; formTokenId: string }>(
      'SELECT name, status, "formTokenId" FROM contact_message ORDER BY "createdAt", name',
    );
    expect(rows).toEqual([
      { name: "One", status: "new", formTokenId: "token-1" },
      { name: "Two", status: "new", formTokenId: "token-1" },
      { name: "Three", status: "new", formTokenId: "token-1" },
    ]);
    // The third request's acknowledgment waits for a member.
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(5);
  });

  it("retries a failed batch one by one, so one bad submission fails alone", async () => {
    const bad = submission("x".repeat(300));
    const outcomes = await Promise.allSettled([
      store.store(submission("Good 1", { idempotency: { key: randomUUID(), hash: hash("h") } })),
      store.store(bad),
      store.store(submission("Good 2")),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const names = await sql<{ name: string }>("SELECT name FROM contact_message ORDER BY name");
    expect(names.map((row) => row.name)).toEqual(["Good 1", "Good 2"]);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(4);
  });
});
