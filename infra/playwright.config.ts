import { tmpdir } from "node:os";
import { join } from "node:path";
import { headlessShell } from "@firm/testkit/chromium";
import { defineConfig, devices } from "@playwright/test";

/**
 * Smoke test of the production stack as `infra/production/start.sh` runs it: nginx (TLS, static
 * files, /api) in front of the built site and API on a Debian PostgreSQL 15 and Redis, in its own
 * state directory and ports so it never meets a running local stack.
 */
const httpsPort = Number(process.env.SMOKE_HTTPS_PORT ?? 4543);
export const httpPort = Number(process.env.SMOKE_HTTP_PORT ?? 4580);
const pgPort = Number(process.env.SMOKE_PG_PORT ?? 4554);
export const origin = `https://localhost:${httpsPort}`;
/** The monitoring's ports (production/monitoring.e2e.ts): internal listeners, Prometheus, Alertmanager. */
export const monitoringPorts = {
  apiMetrics: Number(process.env.SMOKE_API_METRICS_PORT ?? 4563),
  webMetrics: Number(process.env.SMOKE_WEB_METRICS_PORT ?? 4564),
  prometheus: Number(process.env.SMOKE_PROMETHEUS_PORT ?? 4565),
  alertmanager: Number(process.env.SMOKE_ALERTMANAGER_PORT ?? 4566),
};
/** The containers' run (infra/docker/run-stack.ts) names its PostgreSQL container's address. */
export const databaseUrl =
  process.env.SMOKE_DATABASE_URL || `postgresql://postgres:postgres@127.0.0.1:${pgPort}/firm`;

/**
 * The run's own state directory; the backup repository sits in it too, never in the machine's.
 * Chosen once, by the runner, and passed to the workers it starts: a test stops and starts the
 * stack's processes through it (production/upstreams-down.e2e.ts).
 */
process.env.SMOKE_STATE_DIR ||= join(tmpdir(), `firm-smoke-${process.pid}`);
export const stateDir = process.env.SMOKE_STATE_DIR;

export default defineConfig({
  testDir: "production",
  testMatch: "*.e2e.ts",
  fullyParallel: false,
  workers: 1,
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "../.reports/infra.smoke.json" }]],
  use: {
    baseURL: origin,
    ignoreHTTPSErrors: true,
    trace: "on-first-retry", // a trace slows every action: only a retry records one
    launchOptions: headlessShell,
  },
  projects: [{ name: "chromium", use: { ...devices["Pixel 7"], channel: undefined } }],
  webServer: {
    command: "bash infra/production/start.sh",
    cwd: "..",
    // Not nginx's /healthz, which answers before the site and the API behind it are up (a first test
    // once met a 502): the script says "ready" once both answer through nginx. (Playwright takes
    // whichever comes first of `url` and `wait`, so there is no `url`.)
    wait: { stdout: /› ready: / },
    env: {
      PROD_STATE_DIR: stateDir,
      // A repository another run made (with its own passphrase) cannot be read by this one.
      PGBACKREST_REPO_PATH: join(stateDir, "pgbackrest-repo"),
      PROXY_HTTPS_PORT: String(httpsPort),
      PROXY_HTTP_PORT: String(httpPort),
      PUBLIC_ORIGIN: origin,
      PROD_WEB_PORT: process.env.SMOKE_WEB_PORT ?? "4560",
      PROD_API_PORT: process.env.SMOKE_API_PORT ?? "4561",
      PROD_PG_PORT: String(pgPort),
      PROD_REDIS_PORT: process.env.SMOKE_REDIS_PORT ?? "4562",
      PROD_API_METRICS_PORT: String(monitoringPorts.apiMetrics),
      PROD_WEB_METRICS_PORT: String(monitoringPorts.webMetrics),
      PROD_PROMETHEUS_PORT: String(monitoringPorts.prometheus),
      PROD_ALERTMANAGER_PORT: String(monitoringPorts.alertmanager),
      DATABASE_URL: "",
      REDIS_URL: "",
    },
    stdout: "pipe",
    reuseExistingServer: false,
    timeout: 300_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
