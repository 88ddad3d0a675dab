import { spawn } from "node:child_process";
import { startTestDatabase } from "@firm/api/testing/database";

/** Gives the end-to-end run its own migrated PostgreSQL database, then runs Playwright against it. */
const database = await startTestDatabase();
const playwright = spawn("playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: database.url },
});
const code = await new Promise<number>((resolve) =>
  playwright.once("exit", (exitCode) => resolve(exitCode ?? 1)),
);
await database.stop();
process.exit(code);
