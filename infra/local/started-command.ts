import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

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

async function waitForOutput(line: RegExp, logFile: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the command exited early");
    if (line.test(await readFile(logFile, "utf8").catch(() => ""))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the command did not print ${line} within ${timeoutMs / 1000} s`);
}

async function waitForPage(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the command exited early");
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export type StartedCommand = {
  /** A scratch folder for the command's data, removed on stop; also holds its output (command.log). */
  scratch: string;
  /** Every process the command has started so far (its whole process tree). */
  processes: () => Promise<number[]>;
  /** Sends Ctrl-C to the command, as a developer does, and waits for it to exit. */
  stop: () => Promise<void>;
};

type CommandOptions = {
  /** The command and its arguments, run from the repository's root. */
  command: string[];
  /** Extra environment, given the scratch folder; DATABASE_URL is never passed on. */
  env: (scratch: string) => Record<string, string>;
  /** URLs that must answer 2xx before the command counts as started. */
  ready: string[];
  /** Or a line the command prints once it is ready (read from its output). */
  readyOutput?: RegExp;
  timeoutMs: number;
};

/** Resolves once no process is left in process group `pgid`, or after `timeoutMs`. */
async function groupGone(pgid: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs one of the README's commands as a developer would, in its own process group, and resolves
 * when every `ready` URL answers (and `readyOutput` was printed). On failure it stops the command
 * and reports its output.
 */
export async function startCommand({
  command,
  env,
  ready,
  readyOutput,
  timeoutMs,
}: CommandOptions): Promise<StartedCommand> {
  const scratch = await mkdtemp(join(tmpdir(), "firm-command-"));
  const logFile = join(scratch, "command.log");
  const log = openSync(logFile, "a");
  // A command under test brings its own database, even where the test command runs against one.
  const { DATABASE_URL: _unused, ...environment } = process.env;
  const [file = "", ...args] = command;
  const child = spawn(file, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...environment, ...env(scratch) },
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid)
        process.kill(-child.pid, "SIGINT");
      await exited;
      // The command's own children (a database shutting down) may still write into the scratch
      // folder after the command itself has exited: wait for its process group to be empty.
      if (child.pid) await groupGone(child.pid);
      await rm(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    })();
    return stopping;
  };
  try {
    if (readyOutput) await waitForOutput(readyOutput, logFile, child, timeoutMs);
    for (const url of ready) await waitForPage(url, child, timeoutMs);
  } catch (error) {
    const output = await readFile(logFile, "utf8").catch(() => "");
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${output.slice(-4000)}`);
  }
  return { scratch, processes: () => processTree(child.pid ?? -1), stop };
}
