import { defineConfig } from "vitest/config";

export default defineConfig({
  // Property tests run thousands of cases: seconds on a quiet machine, several times that when busy.
  test: { include: ["src/**/*.test.ts"], testTimeout: 60_000 },
});
