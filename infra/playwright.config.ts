import { tmpdir } from "node:os";
import { join } from "node:path";
import { headlessShell } from "@firm/testkit/chromium";
import { defineConfig, devices } from "@playwright/test";

/**
 * Smoke test of the production stack as `infra/production/start.sh` runs it: nginx (TLS, static
 * files, /api) in front of the built site and API on Debian's PostgreSQL 15 and Redis. `e2e.ts`
 * starts the stack on ports and a state folder of its own (production/smoke-stack.ts) and passes
 * them here; the containers' run passes its own.
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
 * The run's own state directory (the backup repository sits in it too), where a test stops and
 * starts the stack's processes (production/upstreams-down.e2e.ts).
 */
export const stateDir = process.env.SMOKE_STATE_DIR ?? join(tmpdir(), "firm-smoke");

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
});
