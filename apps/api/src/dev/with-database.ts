import { spawn } from "node:child_process";
import { startTestDatabase } from "@firm/testkit/database";
import { applyMigrations } from "../db/migrations.ts";

/** Runs a command with DATABASE_URL pointing at a scratch migrated database, e.g. to draft a migration. */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node src/dev/with-database.ts <command> [args...]");
  process.exit(2);
}
const database = await startTestDatabase({ migrate: applyMigrations });
const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: database.url } });
const code = await new Promise<number>((resolve) => child.once("exit", (exitCode) => resolve(exitCode ?? 1)));
await database.stop();
process.exit(code);
