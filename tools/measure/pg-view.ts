import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";

/**
 * PostgreSQL's view of a load run: transactions committed, the statements run (pg_stat_statements,
 * when the server preloads it) and what the client backends were waiting for, sampled.
 */
export type PgView = {
  postmasterPid: number | undefined;
  /** Starts a phase: zeroes the statement statistics, notes the commit count, starts sampling waits. */
  begin: () => Promise<void>;
  /** Ends the phase and describes it per request answered. */
  end: (requests: number) => Promise<string>;
  close: () => Promise<void>;
};

type Statement = { calls: string; total: number; mean: number; rows: string; query: string };

const sampleEveryMs = 50;

export async function openPgView(databaseUrl: string): Promise<PgView> {
  const client = new pg.Client({ connectionString: databaseUrl });
  const sampler = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([client.connect(), sampler.connect()]);
  const statements = await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements").then(
    () => true,
    () => false,
  );
  const { rows } = await client.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
  const pidFile = await readFile(join(rows[0]?.dir ?? "", "postmaster.pid"), "utf8").catch(() => "");
  const postmasterPid = Number(pidFile.split("\n")[0]) || undefined;
  const commits = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          "SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()",
        )
      ).rows[0]?.n ?? 0,
    );
  let startCommits = 0;
  let waits = new Map<string, number>();
  let samples = 0;
  let sampling: NodeJS.Timeout | undefined;

  async function sample() {
    const { rows: active } = await sampler.query<{ what: string; n: number }>(
      `SELECT coalesce(wait_event_type || ': ' || wait_event, 'on CPU') AS what, count(*)::int AS n
       FROM pg_stat_activity WHERE datname = current_database() AND state = 'active'
       AND backend_type = 'client backend' AND pid <> pg_backend_pid() GROUP BY 1`,
    );
    samples += 1;
    for (const { what, n } of active) waits.set(what, (waits.get(what) ?? 0) + n);
  }

  return {
    postmasterPid,
    begin: async () => {
      if (statements) await client.query("SELECT pg_stat_statements_reset()");
      // pg_stat_database is read from a snapshot taken once per transaction: ask outside one.
      await client.query("SELECT pg_stat_clear_snapshot()");
      startCommits = await commits();
      waits = new Map();
      samples = 0;
      sampling = setInterval(() => void sample().catch(() => {}), sampleEveryMs);
    },
    end: async (requests) => {
      clearInterval(sampling);
      await client.query("SELECT pg_stat_clear_snapshot()");
      const per = (n: number) => (n / Math.max(1, requests)).toFixed(2);
      const lines = [
        `  PostgreSQL: ${per((await commits()) - startCommits)} transactions committed per request`,
      ];
      if (statements) {
        const { rows: top } = await client.query<Statement>(
          `SELECT calls::text, total_exec_time AS total, mean_exec_time AS mean, rows::text,
           regexp_replace(query, '\\s+', ' ', 'g') AS query FROM pg_stat_statements
           WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
           ORDER BY total_exec_time DESC LIMIT 5`,
        );
        for (const row of top)
          lines.push(
            `    ${per(Number(row.calls))} calls/req, mean ${row.mean.toFixed(3)} ms, total ${(row.total / 1000).toFixed(1)} s: ${row.query.slice(0, 110)}`,
          );
      } else lines.push("    (pg_stat_statements is not loaded by this server)");
      const busy = [...waits].sort((a, b) => b[1] - a[1]);
      const average = (n: number) => (n / Math.max(1, samples)).toFixed(1);
      lines.push(
        `  active client backends, average of ${samples} samples every ${sampleEveryMs} ms: ` +
          (busy.map(([what, n]) => `${what} ${average(n)}`).join(", ") || "none"),
      );
      return lines.join("\n");
    },
    close: async () => {
      clearInterval(sampling);
      await Promise.all([client.end(), sampler.end()]);
    },
  };
}
