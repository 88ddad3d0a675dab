import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    globalSetup: ["tests/harness/global-setup.ts"],
    // Each worker has its own database (tests/harness/database-url.ts), so files run side by side.
    maxWorkers: availableParallelism(),
    // A worker runs its files one after another in one module graph: each file builds its own app
    // (tests/harness/app.ts), so a new graph per file only imported Fastify and Prisma again, a
    // third of the suite's work.
    isolate: false,
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
