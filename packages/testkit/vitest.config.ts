import { defineConfig } from "vitest/config";

export default defineConfig({
  // The kit's tests start real programs (PostgreSQL, SMTP, node children): room for a busy machine.
  test: { include: ["src/**/*.test.ts"], testTimeout: 30_000 },
});
