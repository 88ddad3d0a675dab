import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@firm/api/testing/ports";

const root = fileURLToPath(new URL("../..", import.meta.url));

export type DevStack = {
  origin: string;
  databaseUrl: string;
  /** Every process the command has started so far (its whole process tree). */
  processes: () => Promise<number[]>;
  /** Sends Ctrl-C to the command, as a developer does, and waits for it to exit. */
  stop: () => Promise<void>;
};

/** The parent of every running process, read from /proc. */
async function parents(): Promise<Map<number, number>> {
  const entries = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  const pairs = await Promise.all(
    entries.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      // The command name (2nd field) may hold spaces; the parent is the 2nd field after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      return [Number(pid), ppid] as const;
    }),
  );
  return new Map(pairs);
}

/** `pid` and all its descendants that are still running. */
export async function processTree(pid: number): Promise<number[]> {
  const parentOf = await parents();
  const tree = new Set(parentOf.has(pid) ? [pid] : []);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return [...tree];
}

async function waitForPage(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the start command exited early");
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Runs the README's first command, `bash infra/local/start.sh`, as a developer would, but on free
 * ports and a scratch data folder so that a developer's running copy is untouched. Resolves when
 * the site and the API (through the site's /api) answer.
 */
export async function startDevStack(timeoutMs = 240_000): Promise<DevStack> {
  const [webPort, apiPort, databasePort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = await mkdtemp(join(tmpdir(), "firm-start-"));
  const logFile = join(dataDir, "start.log");
  const log = openSync(logFile, "a");
  // Its own embedded database, even where the test command runs against a DATABASE_URL.
  const { DATABASE_URL: _unused, ...environment } = process.env;
  const child = spawn("bash", ["infra/local/start.sh"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...environment,
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      DEV_DB_PORT: String(databasePort),
      DEV_DATA_DIR: dataDir,
    },
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${webPort}`;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid)
        process.kill(-child.pid, "SIGINT");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  try {
    await waitForPage(`${origin}/`, child, timeoutMs);
    await waitForPage(`${origin}/api/health`, child, timeoutMs);
  } catch (error) {
    const output = await readFile(logFile, "utf8").catch(() => "");
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${output.slice(-4000)}`);
  }
  return {
    origin,
    databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${databasePort}/firm`,
    processes: () => processTree(child.pid ?? -1),
    stop,
  };
}
