import { configDefaults, defineConfig } from "vitest/config";

/** Measurement tests start real servers (PostgreSQL, nginx, the API, browsers): one file at a time, long hooks. */
export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    exclude: [...configDefaults.exclude, "**/node_modules/**"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
