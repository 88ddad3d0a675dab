import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, onFreePort } from "@firm/testkit/ports";
import { type StartedCommand, startCommand } from "./started-command.ts";

export type DevStack = StartedCommand & { origin: string; databaseUrl: string };

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The README's first command, `bash infra/local/start.sh`, on free ports and a scratch data folder
 * so that a developer's running copy is untouched. Resolves when the site and the API (through the
 * site's /api) answer. The folder is named relative to the checkout, where the command runs, as a
 * developer may name one: the site and the API must both find it there.
 */
export function startDevStack(timeoutMs = 240_000): Promise<DevStack> {
  // The command is told its ports: when a test beside this one takes one first, it starts on others.
  return onFreePort(async (webPort) => {
    const [apiPort, databasePort] = [await freePort(), await freePort()];
    const origin = `http://127.0.0.1:${webPort}`;
    const started = await startCommand({
      command: ["bash", "infra/local/start.sh"],
      env: (scratch) => ({
        WEB_PORT: String(webPort),
        API_PORT: String(apiPort),
        DEV_DB_PORT: String(databasePort),
        DEV_DATA_DIR: relative(root, scratch),
      }),
      ready: [`${origin}/`, `${origin}/api/health`],
      timeoutMs,
    });
    return {
      ...started,
      origin,
      databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${databasePort}/firm`,
    };
  }, 3);
}
