import { defineConfig, devices } from "@playwright/test";

/**
 * Smoke test of the README's first command (`infra/local/start.sh`: development server, API and
 * embedded PostgreSQL), which the test itself starts on free ports and a scratch data folder and
 * stops again (local/start.e2e.ts).
 */
export default defineConfig({
  testDir: "local",
  testMatch: "*.e2e.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  reporter: [["list"], ["json", { outputFile: "../.reports/infra.start.json" }]],
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
