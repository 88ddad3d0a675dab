import type { ActiveAlert, SystemAlertView } from "@firm/intake/console/system";
import type pg from "pg";
import type { AlertmanagerAlert } from "../schemas/alertmanager.ts";

/**
 * One alert as Alertmanager reported it. A message never moves an alert back in time: an older
 * start is ignored, and a firing message for an alert already resolved at the same start (a retry
 * that arrived late) leaves it resolved.
 */
const upsertSql = `
INSERT INTO "system_alert" AS s ("fingerprint", "name", "severity", "firing", "startsAt", "resolvedAt", "updatedAt")
VALUES ($1, $2, $3, $4, $5, $6, now())
ON CONFLICT ("fingerprint") DO UPDATE SET "name" = EXCLUDED."name", "severity" = EXCLUDED."severity",
  "firing" = EXCLUDED."firing", "startsAt" = EXCLUDED."startsAt", "resolvedAt" = EXCLUDED."resolvedAt",
  "updatedAt" = now()
WHERE EXCLUDED."startsAt" > s."startsAt" OR (EXCLUDED."startsAt" = s."startsAt" AND s."firing")`;

/** Resolved alerts are kept this long (the System page shows the last 7 days). */
const keepDays = 90;

/** A resolved alert's end: Alertmanager's `endsAt`, or now when it has none. */
function resolvedAt(alert: AlertmanagerAlert): string {
  const endsAt = alert.endsAt ? Date.parse(alert.endsAt) : Number.NaN;
  return Number.isFinite(endsAt) && endsAt > 0 ? new Date(endsAt).toISOString() : new Date().toISOString();
}

/** Stores what a webhook message says of each alert; resolves to how many it changed. */
export async function storeAlerts(pool: pg.Pool, alerts: AlertmanagerAlert[]): Promise<number> {
  let changed = 0;
  for (const alert of alerts) {
    const firing = alert.status === "firing";
    const result = await pool.query(upsertSql, [
      alert.fingerprint,
      alert.labels.alertname,
      (alert.labels.severity ?? "").slice(0, 20),
      firing,
      alert.startsAt,
      firing ? null : resolvedAt(alert),
    ]);
    changed += result.rowCount ?? 0;
  }
  await pool.query(
    `DELETE FROM "system_alert" WHERE NOT "firing" AND "resolvedAt" < now() - make_interval(days => $1)`,
    [keepDays],
  );
  return changed;
}

type Row = { name: string; severity: string; firing: boolean; startsAt: Date; resolvedAt: Date | null };

/** The alerts firing now, oldest first: the banner every signed-in member sees. */
export async function activeAlerts(pool: pg.Pool): Promise<ActiveAlert[]> {
  const { rows } = await pool.query<Row>(
    `SELECT "name", "startsAt" FROM "system_alert" WHERE "firing" ORDER BY "startsAt", "name"`,
  );
  return rows.map((row) => ({ name: row.name, since: row.startsAt.toISOString() }));
}

/** The alerts of the last 7 days: the firing ones first, then the newest. */
export async function recentAlerts(pool: pg.Pool): Promise<SystemAlertView[]> {
  const { rows } = await pool.query<Row>(
    `SELECT "name", "severity", "firing", "startsAt", "resolvedAt" FROM "system_alert"
     WHERE "firing" OR "resolvedAt" > now() - interval '7 days'
     ORDER BY "firing" DESC, "startsAt" DESC, "name"`,
  );
  return rows.map((row) => ({
    name: row.name,
    state: row.firing ? "active" : "resolved",
    severity: row.severity,
    since: row.startsAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }));
}
