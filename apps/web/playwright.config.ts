import { availableParallelism } from "node:os";
import { headlessShell } from "@firm/testkit/chromium";
import { defineConfig, devices } from "@playwright/test";

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
/** The monitoring's alert in the console (ops-system-alerts.spec.ts): see its project below. */
const alertSpec = "ops-system-alerts.spec.ts";

/**
 * End-to-end tests against the production build in Debian's Chromium. `tests/e2e/run.ts` (the
 * package's `e2e` script) gives the run its own database, starts the API and the site's production
 * server on ports of their own, and passes them here. Timeouts leave room for a busy 2-core machine:
 * each test opens one page, or a few.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Spec files share nothing but the servers and the database, each test making its own records:
  // one worker per core (E2E_WORKERS overrides), the tests of one file in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || availableParallelism()),
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Twice a quiet single worker's longest test (the admin's day, 38 s): two workers share two cores.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "../../.reports/web.e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // Recording a trace slows every browser action: only a retry records one.
    trace: "on-first-retry",
    launchOptions: headlessShell,
  },
  projects: [
    {
      name: "chromium",
      testIgnore: alertSpec,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // An active alert puts a banner on every console page, for every member: it would move what the
    // other specs measure on those pages (a record's first screen), so its spec runs once they are
    // done, alone. By itself: `pnpm e2e --project=console-alerts --no-deps`.
    {
      name: "console-alerts",
      testMatch: alertSpec,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
});
