import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, onFreePort } from "@firm/testkit/ports";
import { type StartedCommand, startCommand } from "../local/started-command.ts";

/** The ports of a smoke run, by the name playwright.config.ts reads them (`SMOKE_<NAME>_PORT`). */
const portNames = [
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
] as const;

export type SmokeStack = { env: Record<string, string>; stop: () => Promise<void> };

/**
 * `pnpm prod` (infra/production/start.sh) as the smoke tests meet it: on ports of its own and in a
 * state folder of its own, so that a running copy is never met. Resolves once the script says the
 * site and the API answer through nginx. When another process took one of its ports before the
 * stack bound it, the stack is started again on others; any other failure shows the script's output.
 */
export async function startSmokeStack(timeoutMs = 300_000): Promise<SmokeStack> {
  const stateDir = await mkdtemp(join(tmpdir(), "firm-smoke-"));
  try {
    let env: Record<string, string> = {};
    const stack: StartedCommand = await onFreePort(async (httpsPort) => {
      env = { SMOKE_STATE_DIR: stateDir, SMOKE_HTTPS_PORT: String(httpsPort) };
      for (const name of portNames.slice(1)) env[`SMOKE_${name}_PORT`] = String(await freePort());
      const port = (name: (typeof portNames)[number]) => env[`SMOKE_${name}_PORT`] ?? "";
      const origin = `https://localhost:${httpsPort}`;
      return startCommand({
        command: ["bash", "infra/production/start.sh"],
        env: () => ({
          PROD_STATE_DIR: stateDir,
          // Built by the test command's build phase: a build for this origin would rewrite
          // apps/web/build under the tests of the other stream (its canonical links name another origin).
          PROD_PREBUILT: "1",
          // Alertmanager on short clocks: the smoke waits for an alert and its resolution, which
          // production's 10 s and 1 min would make over a minute.
          ALERT_GROUP_WAIT: "1s",
          ALERT_GROUP_INTERVAL: "2s",
          // A repository another run made (with its own passphrase) cannot be read by this one.
          PGBACKREST_REPO_PATH: join(stateDir, "pgbackrest-repo"),
          PROXY_HTTPS_PORT: port("HTTPS"),
          PROXY_HTTP_PORT: port("HTTP"),
          PUBLIC_ORIGIN: origin,
          PROD_WEB_PORT: port("WEB"),
          PROD_API_PORT: port("API"),
          PROD_PG_PORT: port("PG"),
          PROD_REDIS_PORT: port("REDIS"),
          PROD_API_METRICS_PORT: port("API_METRICS"),
          PROD_WEB_METRICS_PORT: port("WEB_METRICS"),
          PROD_PROMETHEUS_PORT: port("PROMETHEUS"),
          PROD_ALERTMANAGER_PORT: port("ALERTMANAGER"),
          REDIS_URL: "",
        }),
        // Not nginx's /healthz, which answers before the site and the API behind it are up: the
        // script says "ready" once both answer through nginx.
        ready: [],
        readyOutput: /› ready: /,
        timeoutMs,
      });
    }, 3);
    return {
      env,
      stop: async () => {
        await stack.stop();
        await rm(stateDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(stateDir, { recursive: true, force: true });
    throw error;
  }
}
