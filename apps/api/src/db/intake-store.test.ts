import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeEach, describe, expect, inject, it } from "vitest";
import { resetIntake, sql } from "../../tests/harness/app.ts";
import { validContact } from "../../tests/harness/fixtures.ts";
import { contactColumns } from "../intake/columns.ts";
import type { ContactBody } from "../schemas/contact.ts";
import { createIntakeStore, type Submission } from "./intake-store.ts";

const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 4 });
const store = createIntakeStore(pool);

const submission = (name: string): Submission => ({
  table: "contact_message",
  recordId: randomUUID(),
  columns: contactColumns({ ...(validContact as ContactBody), name }, { reason: null, tokenId: null }),
  mails: ["team-notification", "acknowledgment"],
});

describe("intake store", () => {
  afterAll(() => pool.end());
  beforeEach(resetIntake);

  it("writes submissions arriving together in one statement and commit", async () => {
    const queries: string[] = [];
    const original = pool.query.bind(pool);
    pool.query = ((config: pg.QueryConfig) => {
      queries.push(config.name ?? "");
      return original(config);
    }) as typeof pool.query;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => store.store(submission(`Visitor ${index}`))),
    );
    pool.query = original;
    expect(results.every((result) => result.outcome === "stored")).toBe(true);
    expect(queries).toHaveLength(1);
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(50);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(100);
  });

  it("retries a failed batch one by one, so one bad submission fails alone", async () => {
    const bad = submission("x".repeat(300));
    const outcomes = await Promise.allSettled([
      store.store(submission("Good 1")),
      store.store(bad),
      store.store(submission("Good 2")),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const names = await sql<{ name: string }>("SELECT name FROM contact_message ORDER BY name");
    expect(names.map((row) => row.name)).toEqual(["Good 1", "Good 2"]);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(4);
  });
});
