import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./embedded-postgres.ts";

type TestDatabaseOptions = {
  /** Brings the new database to the current schema (the API's `applyMigrations`). */
  migrate: (url: string) => Promise<unknown>;
  /** Server settings for a throw-away server (a server of DATABASE_URL keeps its own). */
  settings?: Record<string, string>;
};

/**
 * A fresh, migrated PostgreSQL database for one test run: a new database on the server of
 * DATABASE_URL when it is set (dropped afterwards), otherwise a throw-away embedded server.
 */
export async function startTestDatabase({
  migrate,
  settings = {},
}: TestDatabaseOptions): Promise<EmbeddedDatabase> {
  const database = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : await startThrowAwayServer(settings);
  await migrate(database.url);
  return database;
}

async function startThrowAwayServer(settings: Record<string, string>): Promise<EmbeddedDatabase> {
  const root = await mkdtemp(join(tmpdir(), "firm-pg-"));
  const server = await startEmbeddedDatabase({
    dataDir: join(root, "data"),
    database: "firm_test",
    persistent: false,
    settings,
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function createScratchDatabase(serverUrl: string): Promise<EmbeddedDatabase> {
  const name = `firm_test_${Date.now()}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * `count` copies of a migrated database on its server (CREATE DATABASE … TEMPLATE), one per test
 * worker, so that test files running at the same time never share tables; `drop` removes them.
 */
export async function copiesOf(
  url: string,
  count: number,
): Promise<{ urls: string[]; drop: () => Promise<void> }> {
  const source = new URL(url);
  const template = source.pathname.slice(1);
  const names = Array.from({ length: count }, (_, index) => `${template}_worker_${index + 1}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of names) await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await client.end();
  }
  const urls = names.map((name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString());
  const drop = async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
  return { urls, drop };
}
