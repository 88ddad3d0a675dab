import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import {
  createDatabase,
  databaseName,
  dropDatabase,
  dump,
  label,
  publicTables,
  restore,
  withClient,
  withDatabase,
} from "./pg-tools.ts";

/** Row count and a checksum of a table's content: md5 over the sorted md5s of its rows' text. */
export type TableSum = { rows: number; md5: string };
export type TableCheck = { table: string; source?: TableSum; restored?: TableSum; match: boolean };
export type DrillResult = {
  ok: boolean;
  tables: TableCheck[];
  dumpBytes: number;
  durationsMs: { dump: number; restore: number; compare: number };
};

type DrillOptions = {
  databaseUrl: string;
  /** Runs on the restored copy before the comparison (tests use it to make the copy differ). */
  afterRestore?: (restoredUrl: string) => Promise<void>;
};

/** The same text for the same data on any session: fixed time zone and output styles. */
const stableOutput =
  "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres'; SET extra_float_digits = 3";

async function tableSums(client: pg.Client): Promise<Map<string, TableSum>> {
  await client.query(stableOutput);
  const sums = new Map<string, TableSum>();
  for (const table of await publicTables(client)) {
    const { rows } = await client.query<{ rows: string; md5: string }>(
      `SELECT count(*) AS rows, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS md5
         FROM (SELECT md5(t::text) AS h FROM public.${client.escapeIdentifier(table)} t) AS hashed`,
    );
    const [row] = rows;
    if (row) sums.set(table, { rows: Number(row.rows), md5: row.md5 });
  }
  return sums;
}

/** Compares every table of either side; a table missing on one side is a mismatch. */
export function compare(source: Map<string, TableSum>, restored: Map<string, TableSum>): TableCheck[] {
  const names = [...new Set([...source.keys(), ...restored.keys()])].sort();
  return names.map((table) => {
    const [a, b] = [source.get(table), restored.get(table)];
    return { table, source: a, restored: b, match: Boolean(a && b && a.rows === b.rows && a.md5 === b.md5) };
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, Math.round(performance.now() - start)];
}

/**
 * Dumps the source and sums its tables in one snapshot (a REPEATABLE READ transaction whose
 * snapshot pg_dump imports), so writes landing during the drill cannot make a live database differ.
 */
async function dumpWithSums(databaseUrl: string, file: string): Promise<[Map<string, TableSum>, number]> {
  return withClient(databaseUrl, async (client) => {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    try {
      const { rows } = await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
      const [, dumpMs] = await timed(() => dump(databaseUrl, file, rows[0]?.id));
      return [await tableSums(client), dumpMs];
    } finally {
      await client.query("COMMIT");
    }
  });
}

/**
 * Dumps the database, restores the dump into a scratch database on the same server, compares every
 * table of schema public (row count and content checksum) with the source as dumped, and drops the
 * scratch database. A database without tables fails: there would be nothing to prove.
 */
export async function runDrill({ databaseUrl, afterRestore }: DrillOptions): Promise<DrillResult> {
  const scratch = `${databaseName(databaseUrl).slice(0, 40)}_drill_${Date.now()}`;
  const scratchUrl = withDatabase(databaseUrl, scratch);
  const folder = await mkdtemp(join(tmpdir(), "firm-drill-"));
  const file = join(folder, "drill.dump");
  let created = false;
  try {
    const [[source, dumpMs], sourceMs] = await timed(() => dumpWithSums(databaseUrl, file));
    const { size } = await stat(file);
    await createDatabase(databaseUrl, scratch);
    created = true;
    const [, restoreMs] = await timed(() => restore(file, scratchUrl));
    await afterRestore?.(scratchUrl);
    const [restored, restoredMs] = await timed(() => withClient(scratchUrl, tableSums));
    const tables = compare(source, restored);
    return {
      ok: tables.length > 0 && tables.every((check) => check.match),
      tables,
      dumpBytes: size,
      durationsMs: { dump: dumpMs, restore: restoreMs, compare: sourceMs - dumpMs + restoredMs },
    };
  } finally {
    if (created) {
      await dropDatabase(databaseUrl, scratch).catch((error: Error) => {
        console.error(`backup drill: could not drop the scratch database ${scratch}: ${error.message}`);
      });
    }
    await rm(folder, { recursive: true, force: true });
  }
}

/** The result as a plain-text table plus the figures. */
export function report(result: DrillResult, databaseUrl: string): string {
  const header = ["table", "rows source", "rows restored", "match"];
  const rows = result.tables.map((check) => [
    check.table,
    String(check.source?.rows ?? "missing"),
    String(check.restored?.rows ?? "missing"),
    check.match ? "yes" : check.source?.rows === check.restored?.rows ? "NO (content)" : "NO",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  const { dump: dumpMs, restore: restoreMs, compare: compareMs } = result.durationsMs;
  return [
    `backup drill of ${label(databaseUrl)}`,
    line(header),
    ...rows.map(line),
    `dump size: ${result.dumpBytes} bytes; dump ${dumpMs} ms, restore ${restoreMs} ms, compare ${compareMs} ms`,
    result.ok
      ? `OK: ${result.tables.length} tables restored with identical row counts and content`
      : result.tables.length
        ? "FAILED: the restored copy differs from the source"
        : "FAILED: schema public has no tables: is DATABASE_URL the app's database?",
  ].join("\n");
}

if (import.meta.main) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error("DATABASE_URL is not set: it names the database whose backup is drilled.");
    process.exitCode = 2;
  } else {
    process.exitCode = await runDrill({ databaseUrl }).then(
      (result) => {
        console.log(report(result, databaseUrl));
        return result.ok ? 0 : 1;
      },
      (error: Error) => {
        console.error(`backup drill: ${error.message}`);
        return 1;
      },
    );
  }
}
