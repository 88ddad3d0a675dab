import { execFile } from "node:child_process";
import { access } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/**
 * Debian PostgreSQL 15's pg_dump and pg_restore (they match the Debian server of
 * infra/postgres/debian-cluster.ts; pg_dump 15 refuses to dump a newer server such as the
 * embedded PostgreSQL 18 of development), plus the few SQL helpers backups need.
 */
const binDir = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";
const run = promisify(execFile);

/** A postgresql:// URL split for libpq tools: the password goes in PGPASSWORD, never in argv. */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = parseUrl(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: {
      ...process.env,
      PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? "10",
      ...(password ? { PGPASSWORD: password } : {}),
    },
  };
}

/** Parses a PostgreSQL URL, failing with a message that names the problem. */
export function parseUrl(url: string): URL {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol) || parsed.pathname.length < 2) {
    throw new Error("DATABASE_URL must look like postgresql://user:password@host:port/database");
  }
  return parsed;
}

/** The database a URL names. */
export function databaseName(url: string): string {
  return decodeURIComponent(parseUrl(url).pathname.slice(1));
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = parseUrl(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** host:port/database, to name a database in messages without its password. */
export function label(url: string): string {
  const parsed = parseUrl(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

async function runTool(program: string, args: string[], url: string): Promise<void> {
  const path = join(binDir, program);
  await access(path).catch(() => {
    throw new Error(`${path} not found: install Debian PostgreSQL 15 (apt-get install -y postgresql)`);
  });
  const { dbname, env } = toolConnection(url);
  try {
    await run(path, [...args, "--no-password", `--dbname=${dbname}`], { env });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? "").trim();
    const hint = stderr.includes("server version mismatch")
      ? "\nDebian's pg_dump 15 cannot dump a newer server (e.g. the embedded PostgreSQL 18 of development): point DATABASE_URL at the Debian PostgreSQL 15 cluster."
      : "";
    throw new Error(`${program} of ${label(url)} failed: ${stderr}${hint}`, { cause: error });
  }
}

/** Writes a custom-format (-Fc) dump of the database to file, of an exported snapshot if given. */
export function dump(url: string, file: string, snapshot?: string): Promise<void> {
  const args = ["--format=custom", `--file=${file}`];
  return runTool("pg_dump", snapshot ? [...args, `--snapshot=${snapshot}`] : args, url);
}

/**
 * Restores a custom-format dump into the (existing, empty) database of url, all or nothing: objects
 * belong to the connecting user, the first error stops it and rolls everything back.
 */
export function restore(file: string, url: string): Promise<void> {
  return runTool("pg_restore", ["--no-owner", "--exit-on-error", "--single-transaction", file], url);
}

/** Runs fn with a connected client, always closing it. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`cannot connect to ${label(url)}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates a database on the server of url. */
export function createDatabase(url: string, name: string): Promise<void> {
  return withClient(url, async (client) => {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  });
}

/** Drops a database on the server of url, ending its sessions. */
export function dropDatabase(url: string, name: string): Promise<void> {
  return withClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

/** The tables of schema public, by name. */
export async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((row) => row.name);
}
