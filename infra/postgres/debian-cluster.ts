import { execFile } from "node:child_process";
import { access, chmod, chown, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/**
 * A Debian PostgreSQL 15 cluster in a data folder of our choice, for production on one machine and
 * for tests: 127.0.0.1 only, password (SCRAM) login over TCP, UTF-8. As root it runs as the
 * `postgres` OS user (initdb refuses root). See docs/decisions/0060-production-on-one-machine.md.
 */
export type DebianCluster = { url: string; stop: () => Promise<void> };

export type ClusterOptions = {
  dataDir: string;
  port: number;
  /** Created when missing; without it the URL names the `postgres` database. */
  database?: string;
  user?: string;
  password?: string;
  /** More postgresql.conf settings, written with the port at each start (e.g. WAL archiving). */
  settings?: Record<string, string | number>;
};

const binDir = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";
const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;
/** Unix socket paths are limited to 107 bytes; longer data folders put the socket in /tmp. */
const socketPathLimit = 100;

/** Runs a PostgreSQL program, as the `postgres` OS user when we are root. */
async function asPostgres(program: string, args: string[]): Promise<string> {
  const path = join(binDir, program);
  await access(path).catch(() => {
    throw new Error(`${path} not found: install Debian PostgreSQL 15 (apt-get install -y postgresql)`);
  });
  // runuser lives in /usr/sbin, which a minimal PATH (CI, cron) may lack.
  const [file, argv] = isRoot ? ["/usr/sbin/runuser", ["-u", "postgres", "--", path, ...args]] : [path, args];
  try {
    const { stdout } = await run(file, argv, { cwd: "/", env: { ...process.env, LANG: "C.UTF-8" } });
    return stdout;
  } catch (error) {
    const {
      stderr = "",
      stdout = "",
      message,
    } = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${program} ${args.join(" ")} failed: ${(stderr || stdout || message).trim()}`, {
      cause: error,
    });
  }
}

/** The postgres user must reach the data folder: give o+x (traverse, not list) to parents lacking it. */
export async function makeReachable(dataDir: string): Promise<void> {
  await mkdir(dirname(dataDir), { recursive: true });
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (!isRoot) return;
  const { uid, gid } = await postgresIds();
  await chown(dataDir, uid, gid);
  await chmod(dataDir, 0o700);
  for (let dir = dirname(dataDir); dir !== dirname(dir); dir = dirname(dir)) {
    const { mode } = await stat(dir);
    if (!(mode & 0o001)) {
      await chmod(dir, mode | 0o001);
      console.error(`[debian-cluster] chmod o+x ${dir} so the postgres user can reach ${dataDir}`);
    }
  }
}

export async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run("id", ["postgres"]).catch(() => {
    throw new Error("no `postgres` OS user: install Debian PostgreSQL 15 (apt-get install -y postgresql)");
  });
  const uid = Number(/uid=(\d+)/.exec(stdout)?.[1]);
  const gid = Number(/gid=(\d+)/.exec(stdout)?.[1]);
  return { uid, gid };
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Where the server of dataDir puts its Unix socket: in the folder, or /tmp when that path is too long. */
export function socketDirectory(dataDir: string, port: number): string {
  return join(resolve(dataDir), `.s.PGSQL.${port}`).length <= socketPathLimit ? resolve(dataDir) : "/tmp";
}

async function initialise(dataDir: string, user: string, password: string): Promise<void> {
  // initdb wants an empty data folder, so the password file lives in a private temporary folder.
  const secretDir = await mkdtemp(join(tmpdir(), "firm-initdb-"));
  const pwfile = join(secretDir, "pwfile");
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (isRoot) {
    const { uid, gid } = await postgresIds();
    await chown(secretDir, uid, gid);
    await chown(pwfile, uid, gid);
  }
  try {
    await asPostgres("initdb", [
      `--pgdata=${dataDir}`,
      `--username=${user}`,
      `--pwfile=${pwfile}`,
      "--auth-host=scram-sha-256",
      "--auth-local=peer",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
    ]);
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
  await includeSettings(dataDir);
}

/**
 * Makes postgresql.conf read firm.conf last. initdb's file gets the line once; a folder restored
 * from a cluster node's backup carries Patroni's file, which lacks it.
 */
async function includeSettings(dataDir: string): Promise<void> {
  const conf = join(dataDir, "postgresql.conf");
  const text = await readFile(conf, "utf8");
  const line = "include_if_exists = 'firm.conf'";
  if (!text.includes(line)) await writeFile(conf, `${text}\n${line}\n`);
}

/** Settings rewritten at each start, so a reused folder follows the port asked for. */
async function writeSettings(
  dataDir: string,
  port: number,
  settings: Record<string, string | number> = {},
): Promise<void> {
  const lines = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = ${quote(socketDirectory(dataDir, port))}`,
    // The folder's own access rules: a restored node's settings name the node's folder.
    `hba_file = ${quote(join(dataDir, "pg_hba.conf"))}`,
    `ident_file = ${quote(join(dataDir, "pg_ident.conf"))}`,
    ...Object.entries(settings).map(([name, value]) =>
      typeof value === "number" ? `${name} = ${value}` : `${name} = ${quote(value)}`,
    ),
  ];
  const file = join(dataDir, "firm.conf");
  await writeFile(file, `${lines.join("\n")}\n`);
  if (isRoot) {
    const { uid, gid } = await postgresIds();
    await chown(file, uid, gid);
  }
}

/** The port of the server running on dataDir, or undefined when none runs. */
async function runningPort(dataDir: string): Promise<number | undefined> {
  const running = await asPostgres("pg_ctl", ["status", `--pgdata=${dataDir}`]).then(
    () => true,
    () => false,
  );
  if (!running) return undefined;
  const pid = await readFile(join(dataDir, "postmaster.pid"), "utf8");
  return Number(pid.split("\n")[3]);
}

export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** Stops the server on dataDir (fast shutdown: open sessions are ended); nothing when none runs. */
export async function stopDebianCluster(dataDir: string): Promise<void> {
  const dir = resolve(dataDir);
  if ((await runningPort(dir)) === undefined) return;
  await asPostgres("pg_ctl", ["stop", `--pgdata=${dir}`, "--mode=fast", "--wait", "--timeout=60"]);
}

/**
 * Starts (initialising on first use, reusing afterwards) a cluster on dataDir and waits until it
 * accepts connections. Starting a folder whose server already runs on the same port reuses it.
 */
export async function startDebianCluster(options: ClusterOptions): Promise<DebianCluster> {
  const dataDir = resolve(options.dataDir);
  const { port, user = "postgres", password = "postgres" } = options;
  await makeReachable(dataDir);
  const hasCluster = await access(join(dataDir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
  if (!hasCluster) await initialise(dataDir, user, password);
  else await includeSettings(dataDir);
  const current = await runningPort(dataDir);
  if (current !== undefined && current !== port) {
    throw new Error(`${dataDir} already runs on port ${current}, not ${port}: stop it first`);
  }
  if (current === undefined) {
    await writeSettings(dataDir, port, options.settings);
    await asPostgres("pg_ctl", [
      "start",
      `--pgdata=${dataDir}`,
      `--log=${join(dataDir, "server.log")}`,
      "--wait",
      "--timeout=60",
    ]).catch(async (error: Error) => {
      const log = await readFile(join(dataDir, "server.log"), "utf8").catch(() => "");
      throw new Error(`${error.message}\n${log.trim().split("\n").slice(-5).join("\n")}`, { cause: error });
    });
  }
  const server = `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  if (options.database) await ensureDatabase(`${server}/postgres`, options.database);
  return {
    url: `${server}/${encodeURIComponent(options.database ?? "postgres")}`,
    stop: () => stopDebianCluster(dataDir),
  };
}

const usage =
  "usage: node infra/postgres/debian-cluster.ts start <dataDir> <port> [database] | stop <dataDir>";

async function cli(args: string[]): Promise<void> {
  const [command, dataDir, port, database] = args;
  if (command === "start" && dataDir && port && /^\d+$/.test(port)) {
    const cluster = await startDebianCluster({ dataDir, port: Number(port), database });
    console.log(cluster.url);
  } else if (command === "stop" && dataDir) {
    await stopDebianCluster(dataDir);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
}

if (import.meta.main) {
  await cli(process.argv.slice(2)).catch((error: Error) => {
    console.error(`debian-cluster: ${error.message}`);
    process.exitCode = 1;
  });
}
