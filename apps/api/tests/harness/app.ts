import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import pg from "pg";
import app, { serverOptions } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { testDatabaseUrl } from "./database-url.ts";

/** Log lines written by an app built with `captureLogs`. */
export type LogCapture = { lines: string[]; text: () => string };

type Options = {
  captureLogs?: LogCapture;
  databaseUrl?: string;
  /** Adds test-only routes before the app is ready. */
  extend?: (app: FastifyInstance) => void;
};

/** A sink that keeps every log line, to look for personal data in it. */
export function logCapture(): LogCapture {
  const lines: string[] = [];
  return { lines, text: () => lines.join("") };
}

/**
 * The real app on the run's PostgreSQL database, for `inject` tests. The outbox worker is off
 * (tests call `app.outbox.runOnce()`) and e-mails go to a fresh temporary folder unless `env` says otherwise.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Options = {},
): Promise<FastifyInstance> {
  const mailDir = env.MAIL_DIR ?? mkdtempSync(join(tmpdir(), "firm-mail-"));
  const config = loadConfig({
    DATABASE_URL: options.databaseUrl ?? testDatabaseUrl(),
    LOG_LEVEL: options.captureLogs ? "trace" : "silent",
    OUTBOX_POLL_MS: "0",
    REPLY_WATCH_MS: "0",
    MIN_FILL_MS: "0",
    MAIL_DIR: mailDir,
    ...env,
  });
  const sink = options.captureLogs;
  const stream = sink
    ? new Writable({
        write(chunk, _encoding, done) {
          sink.lines.push(String(chunk));
          done();
        },
      })
    : undefined;
  const server = Fastify(serverOptions(config, stream));
  await server.register(fp(app), { config });
  if (!env.MAIL_DIR) server.addHook("onClose", () => rm(mailDir, { recursive: true, force: true }));
  options.extend?.(server);
  await server.ready();
  return server;
}

/** Runs SQL against the test database directly, outside the app (to check what was stored). */
export async function sql<Row extends object>(
  text: string,
  values: unknown[] = [],
  url?: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url ?? testDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Empties the intake tables (records, outbox, idempotency keys, daily summaries); the audit log is append-only. */
export async function resetIntake(): Promise<void> {
  await sql(
    'TRUNCATE "contact_message", "consultation_request", "outbox_job", "idempotency_key", "daily_summary" CASCADE',
  );
}
