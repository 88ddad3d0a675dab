import { defineConfig } from "@playwright/test";
import production from "./playwright.config.ts";

/**
 * The production smoke and header tests (production/*.e2e.ts) against the compose stack that
 * infra/docker/run-stack.ts started: the proxy container on SMOKE_HTTPS_PORT/SMOKE_HTTP_PORT and
 * its PostgreSQL container at SMOKE_DATABASE_URL. No web server of its own.
 */
export default defineConfig({
  ...production,
  webServer: undefined,
  // The monitoring's test reaches `pnpm prod`'s loopback ports; the containers publish none of theirs.
  testIgnore: "monitoring.e2e.ts",
  reporter: [["list"], ["json", { outputFile: "../.reports/infra.containers.json" }]],
});
