import { headlessShell } from "@firm/testkit/chromium";
import { defineConfig, devices } from "@playwright/test";

/**
 * Smoke tests of the README's development commands, each started by the test itself on free ports
 * (and a scratch data folder) and stopped again: the first command, `infra/local/start.sh`
 * (development server, API and embedded PostgreSQL; local/start.e2e.ts), and Storybook
 * (`pnpm --filter @firm/ui storybook`; local/storybook.e2e.ts).
 */
export default defineConfig({
  testDir: "local",
  testMatch: "*.e2e.ts",
  fullyParallel: false,
  workers: 1,
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 90_000,
  reporter: [["list"], ["json", { outputFile: "../.reports/infra.start.json" }]],
  use: {
    trace: "on-first-retry", // a trace slows every action: only a retry records one
    launchOptions: headlessShell,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
