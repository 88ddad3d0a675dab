import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { MigrationList } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { openSchemaEngine } from "./schema-engine.ts";

const prismaDir = fileURLToPath(new URL("../../prisma/", import.meta.url));
const migrationsDir = join(prismaDir, "migrations");
const schemaPath = join(prismaDir, "schema.prisma");
const noFilter = { externalTables: [], externalEnums: [] };

async function readMigrations(): Promise<MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const lockPath = join(migrationsDir, "migration_lock.toml");
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: await readFile(lockPath, "utf8").catch(() => null) },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      folders.sort().map(async (folder) => ({
        path: folder,
        migrationFile: {
          path: "migration.sql",
          content: {
            tag: "ok" as const,
            value: await readFile(join(migrationsDir, folder, "migration.sql"), "utf8"),
          },
        },
      })),
    ),
  };
}

async function engineFor(databaseUrl: string) {
  const schema = await readFile(schemaPath, "utf8");
  const { engine, close } = await openSchemaEngine(databaseUrl, schemaPath, schema);
  return { engine, close, schemaFiles: [{ path: schemaPath, content: schema }] };
}

/** Applies every committed migration not yet applied, like `prisma migrate deploy`. */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const { engine, close } = await engineFor(databaseUrl);
  try {
    const result = await engine.applyMigrations({
      migrationsList: await readMigrations(),
      filters: noFilter,
    });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}

/** SQL that would turn the database at `databaseUrl` into `schema.prisma`; empty when they agree. */
export async function schemaDrift(databaseUrl: string): Promise<string> {
  const { engine, close, schemaFiles } = await engineFor(databaseUrl);
  try {
    const result = await engine.diff({
      from: { tag: "schemaDatasource", files: schemaFiles, configDir: prismaDir },
      to: { tag: "schemaDatamodel", files: schemaFiles },
      script: true,
      exitCode: null,
      filters: noFilter,
    });
    return stripEmpty(result.stdout ?? "");
  } finally {
    await close();
  }
}

/** Writes a new migration folder holding the SQL from the committed migrations to `schema.prisma`. */
export async function createMigration(databaseUrl: string, name: string): Promise<string | undefined> {
  const { engine, close, schemaFiles } = await engineFor(databaseUrl);
  try {
    const result = await engine.diff({
      from: { tag: "migrations", ...(await readMigrations()) },
      to: { tag: "schemaDatamodel", files: schemaFiles },
      script: true,
      exitCode: null,
      filters: noFilter,
    });
    const sql = stripEmpty(result.stdout ?? "");
    if (!sql) return undefined;
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const folder = join(migrationsDir, `${stamp}_${name}`);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "migration.sql"), sql);
    return folder;
  } finally {
    await close();
  }
}

function stripEmpty(sql: string): string {
  return sql.includes("This is an empty migration") ? "" : sql.trim();
}
