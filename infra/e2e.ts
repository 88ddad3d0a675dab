import { spawn } from "node:child_process";
import { freePort } from "@firm/testkit/ports";

/**
 * infra's end-to-end tests, one after the other: the README's first command (development stack,
 * playwright.local.config.ts) and the production stack behind nginx (playwright.config.ts), each on
 * free ports chosen here, so that copies already running on the default ports are never met.
 * Playwright loads its config in every worker, so the ports are chosen once, before it starts.
 */
const smokePorts = [
  "HTTPS",
  "HTTP",
  "PG",
  "WEB",
  "API",
  "REDIS",
  "API_METRICS",
  "WEB_METRICS",
  "PROMETHEUS",
  "ALERTMANAGER",
];
const env = { ...process.env };
for (const name of smokePorts) env[`SMOKE_${name}_PORT`] ||= String(await freePort());

function playwright(config: string): Promise<number> {
  const child = spawn("playwright", ["test", "-c", config, ...process.argv.slice(2)], {
    stdio: "inherit",
    env,
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
}

const local = await playwright("playwright.local.config.ts");
const production = await playwright("playwright.config.ts");
process.exit(local || production);
