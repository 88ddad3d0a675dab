import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort, onFreePort } from "@firm/testkit/ports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DebianCluster, startDebianCluster } from "../postgres/debian-cluster.ts";
import { runDrill } from "./drill.ts";
import { withClient, withDatabase } from "./pg-tools.ts";

const apiSource = dirname(createRequire(import.meta.url).resolve("@firm/api/app"));
const here = dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);
/** The drill's API, on a free port chosen before it starts. */
let apiPort = 0;

const contacts = [
  {
    name: "María José Ñúñez",
    email: "maria@example.com",
    message: "¿Me pueden ayudar? Choqué en la 57. Añoranza.",
    locale: "es",
  },
  {
    name: "Zoë Brontë",
    email: "zoe@example.com",
    message: "Rear-ended near the café on Harbor — naïve question: is it too late?",
    locale: "en",
  },
  {
    name: "Ángel Güemes",
    email: "angel@example.com",
    message: "Caída en la acera; pingüino 🐧 incluido.",
    locale: "es",
  },
];
const consultations = [
  {
    firstName: "José",
    lastName: "Núñez-García",
    caseDescription: "Un camión se pasó el alto y me golpeó. Fui a urgencias.",
    locale: "es",
  },
  {
    firstName: "Renée",
    lastName: "O'Brien",
    caseDescription: "Slipped at the résumé fair; the façade's stairs were wet.",
    locale: "en",
  },
].map((body) => ({
  ...body,
  email: "client@example.com",
  phone: "(714) 555-0100",
  caseType: "accident-injuries",
  preferredContactMethod: "phone",
}));

type Outcome = { code: number; stdout: string; stderr: string };

/** Runs one of our CLIs with node, returning its exit code and output instead of throwing. */
async function runCli(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<Outcome> {
  return run(process.execPath, [join(here, script), ...args], { env: { ...process.env, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Outcome & { code: number }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** Posts as the site does: with a form token, so that the record is genuine and gets its e-mail jobs. */
async function post(path: "contact" | "consultation", body: object): Promise<void> {
  const issued = await fetch(`http://127.0.0.1:${apiPort}/api/form-token?form=${path}`);
  const { token } = (await issued.json()) as { token: string };
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, formToken: token }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function waitForReady(server: ChildProcess, log: string[]): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`the API exited: ${log.join("")}`);
    const ready = await fetch(`http://127.0.0.1:${apiPort}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not become ready: ${log.join("")}`);
}

const rowsOf = (url: string, sql: string) =>
  withClient(url, async (client) => (await client.query(sql)).rows);

describe("backup drill on a Debian PostgreSQL 15 cluster holding records stored through the API", () => {
  let root: string;
  let cluster: DebianCluster;
  let databaseUrl: string;
  let api: ChildProcess;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "firm-drill-test-"));
    // Each server is told its port: when a test beside this one takes it first, it starts on another.
    cluster = await onFreePort((port) =>
      startDebianCluster({ dataDir: join(root, "pg"), port, database: "firm_drill" }),
    );
    databaseUrl = cluster.url;
    await run(process.execPath, [join(apiSource, "db/migrate-cli.ts"), "deploy"], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    api = await onFreePort(async (port) => {
      apiPort = port;
      const log: string[] = [];
      const server = spawn(process.execPath, [join(apiSource, "server.ts")], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          HOST: "127.0.0.1",
          PORT: String(apiPort),
          LOG_LEVEL: "warn",
          MIN_FILL_MS: "0",
          OUTBOX_POLL_MS: "0",
          INTAKE_RATE_LIMIT_MAX: "1000",
          MAIL_DIR: join(root, "mail"),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      server.stdout?.on("data", (chunk) => log.push(String(chunk)));
      server.stderr?.on("data", (chunk) => log.push(String(chunk)));
      await waitForReady(server, log);
      return server;
    });
    for (const body of contacts) await post("contact", body);
    for (const body of consultations) await post("consultation", body);
  });

  afterAll(async () => {
    if (api && api.exitCode === null) {
      api.kill("SIGTERM");
      await once(api, "exit");
    }
    await cluster?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("restores every table of schema public with the same row counts and checksums, accents intact", async () => {
    let restoredNames: unknown[] = [];
    const result = await runDrill({
      databaseUrl,
      afterRestore: async (url) => {
        restoredNames = await rowsOf(url, "SELECT name, message FROM contact_message ORDER BY email");
      },
    });
    const byTable = Object.fromEntries(result.tables.map((check) => [check.table, check]));
    expect(result.ok).toBe(true);
    expect(byTable.contact_message?.source?.rows).toBe(3);
    expect(byTable.consultation_request?.source?.rows).toBe(2);
    expect(byTable.outbox_job?.source?.rows).toBeGreaterThan(0);
    expect(result.tables.every((check) => check.match && check.restored?.md5 === check.source?.md5)).toBe(
      true,
    );
    const expected = [...contacts]
      .sort((a, b) => a.email.localeCompare(b.email))
      .map(({ name, message }) => ({ name, message }));
    expect(restoredNames).toEqual(expected);
    expect(result.dumpBytes).toBeGreaterThan(0);
  });

  it("drops its scratch database", async () => {
    let scratch = "";
    await runDrill({
      databaseUrl,
      afterRestore: async (url) => {
        scratch = new URL(url).pathname.slice(1);
      },
    });
    expect(scratch).toMatch(/^firm_drill_drill_\d+$/);
    expect(await rowsOf(databaseUrl, `SELECT 1 FROM pg_database WHERE datname = '${scratch}'`)).toEqual([]);
  });

  it("fails when the restored copy lost a row", async () => {
    const result = await runDrill({
      databaseUrl,
      afterRestore: async (url) => {
        await rowsOf(url, "DELETE FROM contact_message WHERE email = 'zoe@example.com'");
      },
    });
    const contact = result.tables.find((check) => check.table === "contact_message");
    expect(result.ok).toBe(false);
    expect(contact).toMatchObject({ match: false, source: { rows: 3 }, restored: { rows: 2 } });
  });

  it("fails on the checksum when one value differs but the row count is the same", async () => {
    const result = await runDrill({
      databaseUrl,
      afterRestore: async (url) => {
        await rowsOf(
          url,
          `UPDATE consultation_request SET "lastName" = 'Nunez-Garcia' WHERE "firstName" = 'José'`,
        );
      },
    });
    const consultation = result.tables.find((check) => check.table === "consultation_request");
    expect(result.ok).toBe(false);
    expect(consultation?.match).toBe(false);
    expect(consultation?.restored?.rows).toBe(consultation?.source?.rows);
    expect(consultation?.restored?.md5).not.toBe(consultation?.source?.md5);
  });

  it("runs as `pnpm backup:drill` does: prints the table and figures, exits 0", async () => {
    const outcome = await runCli("drill.ts", [], { DATABASE_URL: databaseUrl });
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toMatch(/contact_message\s+3\s+3\s+yes/);
    expect(outcome.stdout).toMatch(/dump size: \d+ bytes; dump \d+ ms, restore \d+ ms, compare \d+ ms/);
    expect(outcome.stdout).not.toContain("postgres:postgres");
  });

  it("dumps to a file and restores it into a new database, and refuses to restore over tables", async () => {
    const file = join(root, "manual.dump");
    const dumped = await runCli("cli.ts", ["dump", file], { DATABASE_URL: databaseUrl });
    expect(dumped.code, dumped.stderr).toBe(0);
    const restored = await runCli("cli.ts", ["restore", file, "firm_restored"], {
      DATABASE_URL: databaseUrl,
    });
    expect(restored.code, restored.stderr).toBe(0);
    const target = withDatabase(databaseUrl, "firm_restored");
    expect(await rowsOf(target, 'SELECT "lastName" FROM consultation_request ORDER BY "lastName"')).toEqual([
      { lastName: "Núñez-García" },
      { lastName: "O'Brien" },
    ]);
    const again = await runCli("cli.ts", ["restore", file, "firm_restored"], { DATABASE_URL: databaseUrl });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("database firm_restored already has tables");
  });

  it("fails clearly, non-zero, on an unreachable, malformed or missing DATABASE_URL", async () => {
    const closedPort = await freePort();
    const unreachable = await runCli("drill.ts", [], {
      DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${closedPort}/firm`,
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      new RegExp(`^backup drill: cannot connect to 127\\.0\\.0\\.1:${closedPort}/firm: connect ECONNREFUSED`),
    );
    expect(unreachable.stderr).not.toMatch(/\n\s+at /);
    const malformed = await runCli("cli.ts", ["dump"], { DATABASE_URL: "127.0.0.1:5432/firm" });
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain("DATABASE_URL must look like postgresql://");
    const missing = await runCli("drill.ts", [], { DATABASE_URL: "" });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("DATABASE_URL is not set");
  });
});
