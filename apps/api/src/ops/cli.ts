import { userInfo } from "node:os";
import type { EmbeddedDatabase } from "@firm/testkit/embedded-postgres";
import pg from "pg";
import { loadConfig, siteOrigins } from "../config.ts";
import { applyMigrations } from "../db/migrations.ts";
import { developmentDatabaseOptions } from "../dev/development-database.ts";
import { createDatabase } from "../plugins/database.ts";
import { runOps } from "./commands.ts";

/**
 * `pnpm ops …`: against DATABASE_URL, or else the development database (the embedded PostgreSQL
 * that the start command keeps in .data/postgres, started here for the command when it is not running).
 */
async function developmentDatabase(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  const options = developmentDatabaseOptions();
  const url = `postgresql://postgres:postgres@127.0.0.1:${options.port}/${options.database}`;
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return { url };
  } catch {
    // Loaded only here: the test kit (embedded-postgres) is a dev dependency, absent from the production image.
    const { startEmbeddedDatabase } = await import("@firm/testkit/embedded-postgres");
    const embedded = await startEmbeddedDatabase(options);
    await applyMigrations(embedded.url);
    return { url: embedded.url, embedded };
  } finally {
    await probe.end().catch(() => {});
  }
}

const target = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : await developmentDatabase();
const config = loadConfig({ ...process.env, DATABASE_URL: target.url });
const database = createDatabase({ databaseUrl: config.DATABASE_URL, poolMax: 2 });
try {
  process.exitCode = await runOps(process.argv.slice(2), {
    prisma: database.prisma,
    pool: database.pool,
    retentionDays: config.RETENTION_DAYS,
    archiveStallSeconds: config.ARCHIVE_STALL_SECONDS,
    actor: `cli:${userInfo().username}`,
    siteOrigin: siteOrigins(config)[0] ?? "http://localhost:3000",
    cwd: process.env.INIT_CWD,
    out: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
  });
} finally {
  await database.close();
  await target.embedded?.stop();
}
// embedded-postgres' exit hook would hold the process for 10 s: leave once the output is written.
await new Promise((resolve) => process.stdout.write("", resolve));
process.exit();
