import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 3101);

/**
 * End-to-end tests against the production build in Debian's Chromium. `tests/e2e/run.ts`
 * provides DATABASE_URL (a fresh migrated database) and free ports, and starts this. Timeouts leave
 * room for a busy 2-core machine: each test opens one page, or a few.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Spec files share nothing but the servers and the database, each test making its own records:
  // one worker per core (E2E_WORKERS overrides), the tests of one file in order (decision 0099).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || availableParallelism()),
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Twice a quiet single worker's longest test (the admin's day, 38 s): two workers share two cores.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "../../.reports/web.e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // Recording a trace slows every browser action by about 40 % (decision 0101): only a retry records one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "pnpm --filter @firm/api start",
      url: `http://127.0.0.1:${apiPort}/api/health`,
      // Form posts come from the site's origin; forms are filled faster than a person would.
      env: {
        PORT: String(apiPort),
        LOG_LEVEL: "warn",
        // localhost too: WebAuthn refuses an IP address as the passkey's site (ops-passkeys.spec.ts).
        SITE_ORIGINS: `http://127.0.0.1:${webPort},http://localhost:${webPort}`,
        MIN_FILL_MS: "0",
        FORM_TOKEN_KEYS: process.env.FORM_TOKEN_KEYS ?? "",
        INTAKE_RATE_LIMIT_MAX: "1000",
        // Every sign-in and request of every spec, from two workers at once, comes from one address;
        // the limits are tested in the API's suite and the production smoke test.
        SIGN_IN_RATE_LIMIT_MAX: "1000",
        GLOBAL_RATE_LIMIT_MAX: "100000",
        MAIL_DIR: "../../.data/e2e-mail",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server.ts",
      url: `http://127.0.0.1:${webPort}/`,
      env: {
        NODE_ENV: "production",
        PORT: String(webPort),
        PUBLIC_ORIGIN: `http://127.0.0.1:${webPort}`,
        API_ORIGIN: `http://127.0.0.1:${apiPort}`,
        FORM_TOKEN_KEYS: process.env.FORM_TOKEN_KEYS ?? "",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
