import { configDefaults, defineConfig } from "vitest/config";

/**
 * Tests that need Debian's packages (nginx, PgBouncer, Redis, PostgreSQL 15, pgBackRest, Patroni, etcd, HAProxy) or the
 * site's build: the full test command runs them, `pnpm check` (project "unit") does not.
 */
const system = ["failover.test.ts", "pitr.test.ts", "replicas.test.ts"];

/** Measurement tests start real servers (PostgreSQL, nginx, the API, browsers): one file at a time, long hooks. */
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, "**/node_modules/**"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["**/*.test.ts"], exclude: system } },
      { extends: true, test: { name: "system", include: system } },
    ],
  },
});
