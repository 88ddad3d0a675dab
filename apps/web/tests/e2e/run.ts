import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { applyMigrations } from "@firm/api/migrations";
import { startTestDatabase } from "@firm/testkit/database";
import { freePort } from "@firm/testkit/ports";

/**
 * Gives the end-to-end run its own migrated PostgreSQL database, free ports for the site and the API
 * and the API's form token key (chosen once here: Playwright loads its config again in every
 * worker), then runs Playwright.
 */
const database = await startTestDatabase({ migrate: applyMigrations });
const playwright = spawn("playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    E2E_WEB_PORT: process.env.E2E_WEB_PORT || String(await freePort()),
    E2E_API_PORT: process.env.E2E_API_PORT || String(await freePort()),
    FORM_TOKEN_KEYS: process.env.FORM_TOKEN_KEYS || randomBytes(32).toString("base64url"),
  },
});
const code = await new Promise<number>((resolve) =>
  playwright.once("exit", (exitCode) => resolve(exitCode ?? 1)),
);
await database.stop();
process.exit(code);
