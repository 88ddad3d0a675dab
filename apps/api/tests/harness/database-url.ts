import { inject } from "vitest";

/**
 * This test worker's own migrated database (tests/harness/global-setup.ts makes one per worker), so
 * the files that run at the same time never empty or count each other's tables.
 */
export function testDatabaseUrl(): string {
  const urls = inject("databaseUrls");
  const worker = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length;
  return urls.at(worker) ?? urls[0] ?? "";
}
