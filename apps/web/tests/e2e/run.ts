import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { applyMigrations } from "@firm/api/migrations";
import { startTestDatabase } from "@firm/testkit/database";
import { freePort, onFreePort } from "@firm/testkit/ports";
import { type Service, startService } from "@firm/testkit/service";

/**
 * The end-to-end run: its own migrated PostgreSQL database, the API and the site's production server
 * on ports of their own (each started again on another port when the first was taken meanwhile, with
 * its log in the error when it fails), then Playwright against them. Playwright loads its config again
 * in every worker, so the ports reach it through the environment. The API's internal listener (its
 * metrics, and the webhook Alertmanager posts alerts to) gets a port and a bearer token of its own,
 * so a spec can post an alert as Alertmanager does (ops-system-alerts.spec.ts).
 */
const webDir = fileURLToPath(new URL("../../", import.meta.url));
const apiDir = fileURLToPath(new URL("../../../api/", import.meta.url));
const logs = await mkdtemp(join(tmpdir(), "firm-e2e-"));
const database = await startTestDatabase({ migrate: applyMigrations });
const formTokenKeys = process.env.FORM_TOKEN_KEYS || randomBytes(32).toString("base64url");
const alertWebhookToken = randomBytes(32).toString("base64url");

/**
 * The API, told the site's origin: form posts come from it, and passkeys from localhost too. Its
 * internal listener's port is chosen with its main port: a clash on either starts both again.
 */
const startApi = (webPort: number) =>
  onFreePort(async (port) => {
    const metricsPort = await freePort();
    const service = await startService({
      name: "the API",
      command: process.execPath,
      args: ["src/server.ts"],
      cwd: apiDir,
      logFile: join(logs, `api-${port}.log`),
      port,
      env: {
        DATABASE_URL: database.url,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        ALERT_WEBHOOK_TOKEN: alertWebhookToken,
        LOG_LEVEL: "warn",
        SITE_ORIGINS: `http://127.0.0.1:${webPort},http://localhost:${webPort}`,
        // Forms are filled faster than a person would, and every sign-in and request of every spec,
        // from two workers at once, comes from one address: the limits are tested in the API's
        // suite and the production smoke test.
        MIN_FILL_MS: "0",
        FORM_TOKEN_KEYS: formTokenKeys,
        INTAKE_RATE_LIMIT_MAX: "1000",
        FORM_TOKEN_RATE_LIMIT_MAX: "100000",
        SIGN_IN_RATE_LIMIT_MAX: "1000",
        GLOBAL_RATE_LIMIT_MAX: "100000",
        MAIL_DIR: join(webDir, "../../.data/e2e-mail"),
      },
    });
    return { service, port, metricsPort };
  });

/** The site, then the API it names; when the site's port was taken, both start again on others. */
const servers = await onFreePort(async (webPort) => {
  const api = await startApi(webPort);
  try {
    const web = await startService({
      name: "the site",
      command: process.execPath,
      args: ["server.ts"],
      cwd: webDir,
      logFile: join(logs, `web-${webPort}.log`),
      port: webPort,
      env: {
        NODE_ENV: "production",
        PORT: String(webPort),
        PUBLIC_ORIGIN: `http://127.0.0.1:${webPort}`,
        API_ORIGIN: `http://127.0.0.1:${api.port}`,
      },
    });
    return { web, webPort, api: api.service, apiPort: api.port, apiMetricsPort: api.metricsPort };
  } catch (error) {
    await api.service.stop();
    throw error;
  }
});

const playwright = spawn("playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    E2E_WEB_PORT: String(servers.webPort),
    E2E_API_PORT: String(servers.apiPort),
    E2E_API_METRICS_PORT: String(servers.apiMetricsPort),
    E2E_ALERT_WEBHOOK_TOKEN: alertWebhookToken,
  },
});
const code = await new Promise<number>((resolve) =>
  playwright.once("exit", (exitCode) => resolve(exitCode ?? 1)),
);
const stopped: Service[] = [servers.web, servers.api];
await Promise.all(stopped.map((service) => service.stop()));
if (code !== 0) {
  for (const service of stopped) {
    const log = (await readFile(service.logFile, "utf8").catch(() => "")).trimEnd();
    if (log)
      console.error(
        `--- ${service.name}'s warnings and errors (${service.logFile})\n${log.split("\n").slice(-40).join("\n")}`,
      );
  }
}
await rm(logs, { recursive: true, force: true });
await database.stop();
process.exit(code);
