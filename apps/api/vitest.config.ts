import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    globalSetup: ["tests/harness/global-setup.ts"],
    // Each worker has its own database (tests/harness/database-url.ts), so files run side by side.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: [
        "src/generated/**",
        "src/dev/**",
        "src/types/**",
        "src/**/*.test.ts",
        // Process entry points: thin wrappers, run as child processes (not measurable here).
        "src/server.ts",
        "src/ops/cli.ts",
        "src/db/migrate-cli.ts",
      ],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
