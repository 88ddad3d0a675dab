import Fastify from "fastify";
import pg from "pg";
import { inject } from "vitest";
import app, { serverOptions } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";

/** The real app on the run's PostgreSQL database, for `inject` tests. */
export async function buildTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({ DATABASE_URL: inject("databaseUrl"), LOG_LEVEL: "silent", ...env });
  const server = Fastify(serverOptions(config));
  await server.register(app, { config });
  await server.ready();
  return server;
}

/** Runs SQL against the test database directly, outside the app (to check what was stored). */
export async function sql<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
