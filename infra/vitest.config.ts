import { configDefaults, defineConfig } from "vitest/config";

/** Infrastructure tests start real servers (PostgreSQL, the API, browsers): one file at a time, long hooks. */
export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    exclude: [...configDefaults.exclude, "**/node_modules/**"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
