import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startEmbeddedDatabase } from "@firm/testkit/embedded-postgres";
import { applyMigrations } from "../db/migrations.ts";
import { developmentDatabaseOptions } from "./development-database.ts";

/**
 * Development runner: uses DATABASE_URL when set, otherwise an embedded PostgreSQL kept in the
 * development data folder (`developmentDatabaseOptions`); applies migrations; then runs the API with
 * file watching.
 */
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedDatabase(developmentDatabaseOptions()).catch((error: unknown) => {
      // A clear message instead of a stack trace (startFailure names the port and the data folder).
      console.error(`[api] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
const databaseUrl = process.env.DATABASE_URL || embedded?.url || "";

const applied = await applyMigrations(databaseUrl);
console.log(
  `[api] database ready${embedded ? " (embedded PostgreSQL)" : ""}; migrations applied: ${applied.length}`,
);

const server = spawn(process.execPath, ["--watch", fileURLToPath(new URL("../server.ts", import.meta.url))], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: databaseUrl },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
  await embedded?.stop();
  process.exit(code);
}
process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
server.once("exit", (code) => stop(code ?? 0));
