/**
 * Whether the primary has the synchronous standby its cluster is meant to have.
 * The cluster's settings say how many it expects (`firm.synchronous_standbys`, written by Patroni
 * from infra/postgres/patroni.yml); pg_stat_replication says how many stream to it synchronously.
 * A database without the setting (development, tests, one server) is "off".
 */
export type StandbyState = "ok" | "missing" | "off";

export type StandbyStatus = { state: StandbyState; expected: number; synchronous: number };

/** Runs one read-only statement (the SQL casts counts to int). */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

const standbySql = `
SELECT coalesce(nullif(current_setting('firm.synchronous_standbys', true), ''), '0')::int AS "expected",
  (SELECT count(*)::int FROM pg_stat_replication WHERE sync_state IN ('sync', 'quorum')) AS "synchronous"`;

export async function readStandbyStatus(query: Query): Promise<StandbyStatus> {
  const [row = {}] = await query(standbySql);
  const expected = typeof row.expected === "number" ? row.expected : 0;
  const synchronous = typeof row.synchronous === "number" ? row.synchronous : 0;
  const state = expected <= 0 ? "off" : synchronous >= expected ? "ok" : "missing";
  return { state, expected, synchronous };
}
