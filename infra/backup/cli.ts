import { chmod, mkdir, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  createDatabase,
  databaseName,
  dump,
  label,
  publicTables,
  restore,
  withClient,
  withDatabase,
} from "./pg-tools.ts";

const backupsDir = fileURLToPath(new URL("../../.data/backups/", import.meta.url));
const usage = [
  "usage: DATABASE_URL=postgresql://… node infra/backup/cli.ts dump [file]",
  "       DATABASE_URL=postgresql://… node infra/backup/cli.ts restore <file> <database>",
].join("\n");

/** 2026-11-22T024700Z: sorts by time and is safe in file names. */
export function utcStamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "");
}

/**
 * Dumps the database of url to file (default .data/backups/<db>-<UTC timestamp>.dump, that folder
 * kept private); the dump holds personal data, so only its owner may read it. Returns the path.
 */
export async function dumpTo(url: string, file?: string): Promise<string> {
  const path = resolve(file ?? join(backupsDir, `${databaseName(url)}-${utcStamp()}.dump`));
  await mkdir(dirname(path), { recursive: true });
  if (!file) await chmod(backupsDir, 0o700);
  await dump(url, path);
  await chmod(path, 0o600);
  return path;
}

/**
 * Restores a dump into database `name` on the server of url: created when missing, and refused when
 * it already has tables (a restore never overwrites data; drop it or pick a new name).
 */
export async function restoreInto(url: string, file: string, name: string): Promise<string> {
  await stat(file).catch(() => {
    throw new Error(`no dump at ${file}`);
  });
  const exists = await withClient(url, async (client) => {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    return Boolean(rowCount);
  });
  const target = withDatabase(url, name);
  if (!exists) await createDatabase(url, name);
  else if ((await withClient(target, publicTables)).length) {
    throw new Error(`database ${name} already has tables: restore into a new database or drop it first`);
  }
  await restore(file, target);
  return target;
}

async function main([command, first, second]: string[]): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url || (command !== "dump" && command !== "restore")) {
    console.error(url ? usage : `DATABASE_URL is not set: it names the database to back up.\n${usage}`);
    return 2;
  }
  if (command === "dump") {
    const path = await dumpTo(url, first);
    console.log(`dumped ${label(url)} to ${path} (${(await stat(path)).size} bytes)`);
    return 0;
  }
  if (!first || !second) {
    console.error(usage);
    return 2;
  }
  const target = await restoreInto(url, first, second);
  console.log(`restored ${first} into ${label(target)}`);
  return 0;
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
    console.error(`backup: ${error.message}`);
    return 1;
  });
}
