import { type ChildProcess, execFile, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import { listensOn } from "./listener.ts";
import { waitForPort } from "./ports.ts";

/**
 * A long-running program (nginx, PostgreSQL, PgBouncer, Redis, a web server) as a child process:
 * output appended to a log file, ready when its port accepts connections, stopped by a signal and
 * awaited. A program that exits, or does not listen in time, fails the start with the end of its
 * log in the message, so the test's output says why (and `onFreePort` sees a port clash).
 */
export type Service = {
  name: string;
  pid: number;
  logFile: string;
  /** Resolves when the process has exited, with its exit code or signal. */
  exited: Promise<string>;
  /** Sends `signal` (SIGTERM unless said) if it still runs, and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<string>;
};

type ServiceOptions = {
  name: string;
  command: string;
  args: string[];
  logFile: string;
  /** Ready once something listens here. */
  port: number;
  cwd?: string;
  env?: Record<string, string>;
  /** Run as this OS user (needs root): PgBouncer refuses to run as root. */
  user?: { uid: number; gid: number };
  /** Other files the program writes its errors to, shown with the log when it fails to start. */
  errorFiles?: string[];
  /** How long it may take to listen (30 s unless said). */
  timeoutMs?: number;
};

/** The last lines of a file, or nothing when it cannot be read. */
function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/**
 * Resolves once the program itself listens on the port: the port may answer for another process
 * that took it first, so on Linux the listening socket must belong to the program's process tree.
 */
async function listening(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const pid = child.pid ?? 0;
  await waitForPort(port, timeoutMs);
  while (child.exitCode === null && (await listensOn(pid, port)) === false) {
    if (Date.now() > deadline) throw new Error(`nothing of process ${pid} listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startService(options: ServiceOptions): Promise<Service> {
  const log = openSync(options.logFile, "a");
  const child = spawn(options.command, options.args, {
    stdio: ["ignore", log, log],
    cwd: options.cwd ?? "/",
    env: { ...process.env, ...options.env },
    ...(options.user ?? {}),
  });
  closeSync(log);
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  const failure = (what: string) => {
    const said = [options.logFile, ...(options.errorFiles ?? [])]
      .map((file) => [file, tail(file)] as const)
      .filter(([, text]) => text)
      .map(([file, text]) => `--- ${file}\n${text}`);
    return new Error([`${options.name} ${what} (port ${options.port})`, ...said].join("\n"));
  };
  await Promise.race([
    listening(child, options.port, options.timeoutMs ?? 30_000).catch(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
      throw failure("did not listen in time");
    }),
    // A program that cannot bind its port (another process holds it) exits: a clash `onFreePort` retries.
    exited.then((how) => Promise.reject(failure(`exited (${how}) before it listened`))),
  ]);
  return {
    name: options.name,
    pid: child.pid ?? 0,
    logFile: options.logFile,
    exited,
    stop: (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The uid and gid of an OS user. */
export async function osUser(name: string): Promise<{ uid: number; gid: number }> {
  const run = promisify(execFile);
  const [uid, gid] = await Promise.all([run("id", ["-u", name]), run("id", ["-g", name])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}
