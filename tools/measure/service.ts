import { execFile, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { promisify } from "node:util";
import { waitForPort } from "@firm/testkit/ports";

/**
 * A long-running program of the replica run (nginx, PgBouncer, Redis, a web server) as a child
 * process: output appended to a log file, ready when its port accepts connections, stopped by a
 * signal and awaited.
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
};

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
  await Promise.race([
    waitForPort(options.port, 30_000),
    exited.then((how) =>
      Promise.reject(new Error(`${options.name} exited (${how}) before it listened: ${options.logFile}`)),
    ),
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
