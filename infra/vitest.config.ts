import { configDefaults, defineConfig } from "vitest/config";

/**
 * Tests that need Debian's packages (nginx with brotli, PostgreSQL 15, pgBackRest, Prometheus) or the site's
 * build: the full test command runs them, `pnpm check` (project "unit") does not.
 */
const system = [
  "backup/drill.test.ts",
  "monitoring/config.test.ts",
  "monitoring/rules.test.ts",
  "proxy/access-log.test.ts",
  "proxy/static-site.test.ts",
];

/** Infrastructure tests start real servers (PostgreSQL, the API, nginx): one file at a time, long hooks. */
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
