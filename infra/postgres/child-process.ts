import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { readFile } from "node:fs/promises";

/**
 * A long-running program of the database cluster (etcd, Patroni, HAProxy) as a child process:
 * its output appended to a log file, stopped by a signal and awaited.
 */
export type Child = {
  name: string;
  pid: number;
  logFile: string;
  /** Resolves once the process has exited, with its exit code or signal. */
  exited: Promise<string>;
  running: () => boolean;
  /** Sends the signal if the process still runs and waits for its exit. */
  stop: (signal?: NodeJS.Signals) => Promise<string>;
};

type ChildOptions = {
  name: string;
  command: string;
  args: string[];
  logFile: string;
  env?: Record<string, string>;
  /** Run as this OS user (needs root): Patroni's PostgreSQL refuses to run as root. */
  user?: { uid: number; gid: number };
};

function exitOf(child: ChildProcess): Promise<string> {
  const how = () => (child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`);
  // An exit already seen has no event left to wait for.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(how());
  return new Promise((resolve) => child.once("exit", () => resolve(how())));
}

export function startChild(options: ChildOptions): Child {
  const log = openSync(options.logFile, "a");
  const child = spawn(options.command, options.args, {
    stdio: ["ignore", log, log],
    cwd: "/",
    env: { ...process.env, LANG: "C.UTF-8", ...options.env },
    // A process group of its own: Ctrl-C (or a signal to the whole group) reaches the supervisor
    // only, which stops the cluster in order (standbys, primary, then etcd, which Patroni needs to
    // let go of its leader key).
    detached: true,
    ...(options.user ?? {}),
  });
  closeSync(log);
  const exited = exitOf(child);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name: options.name,
    pid: child.pid ?? 0,
    logFile: options.logFile,
    exited,
    running,
    stop: (signal = "SIGTERM") => {
      if (running()) child.kill(signal);
      return exited;
    },
  };
}

/** The last lines of a log file, to quote in an error. */
export async function logTail(file: string, lines = 8): Promise<string> {
  const text = await readFile(file, "utf8").catch(() => "");
  return text.trim().split("\n").slice(-lines).join("\n");
}

/** Polls `probe` until it returns true; an error names what was awaited and quotes `detail`. */
export async function until(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
  detail: () => Promise<string> = async () => "",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s\n${await detail()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
