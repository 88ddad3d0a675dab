import { firm } from "@firm/content/firm";
import { type FigurePeriod, type Figures, sourcesShown } from "@firm/intake/console/figures";
import type pg from "pg";

/**
 * The team's figures, read from the `intake_record` view like every other
 * reader of records. A period is the last `days` calendar days in the firm's time zone, today
 * included: a day starts at local midnight (`AT TIME ZONE`), so a day of a daylight-saving change
 * is 23 or 25 hours long and no request falls on the wrong day. Spam is never counted. Overdue is
 * a count at `now`: not answered and past its due time, whenever it arrived.
 */
const period = `WITH period AS (
  SELECT ($3::timestamptz AT TIME ZONE $1)::date - ($2::int - 1) AS "from",
    ($3::timestamptz AT TIME ZONE $1)::date AS "to"
), bounds AS (
  SELECT "from", "to", ("from"::timestamp AT TIME ZONE $1) AS "start", $3::timestamptz AS "end" FROM period
)`;

const perDaySql = `${period}, counted AS (
  SELECT (r."createdAt" AT TIME ZONE $1)::date AS "day", count(*)::int AS "count"
  FROM "intake_record" r, bounds b
  WHERE r."status" <> 'spam' AND r."createdAt" >= b."start" AND r."createdAt" <= b."end"
  GROUP BY 1
)
SELECT to_char(d."day", 'YYYY-MM-DD') AS "day", coalesce(c."count", 0) AS "count"
FROM bounds b
CROSS JOIN LATERAL generate_series(b."from", b."to", interval '1 day') AS d("day")
LEFT JOIN counted c ON c."day" = d."day"::date
ORDER BY d."day"`;

const perCaseTypeSql = `${period}
SELECT coalesce(r."caseType"::text, '') AS "caseType", count(*)::int AS "count"
FROM "intake_record" r, bounds b
WHERE r."status" <> 'spam' AND r."createdAt" >= b."start" AND r."createdAt" <= b."end"
GROUP BY 1 ORDER BY 2 DESC, 1`;

const firstResponseSql = `${period}
SELECT count(*)::int AS "answered",
  percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r."firstResponseAt" - r."createdAt")) AS "median",
  percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM r."firstResponseAt" - r."createdAt")) AS "p90"
FROM "intake_record" r, bounds b
WHERE r."status" <> 'spam' AND r."firstResponseAt" >= b."start" AND r."firstResponseAt" <= b."end"`;

const overdueSql = `SELECT count(*)::int AS "count" FROM "intake_record" r
WHERE r."status" <> 'spam' AND r."firstResponseAt" IS NULL AND r."dueAt" < $1::timestamptz`;

/** A status the request has now, or had once: the audit log keeps every status change (records.ts). */
const reached = (statuses: string) =>
  `(r."status"::text IN (${statuses}) OR EXISTS (SELECT 1 FROM "audit_log" a WHERE a."recordId" = r."id"
     AND a."action" IN ('update_status', 'not_spam') AND a."detail"->>'to' IN (${statuses})))`;

/** Requests per source, most first; a request that reached "signed" went through "scheduled" too. */
const perSourceSql = `${period}
SELECT r."sourceChannel"::text AS "channel", r."sourceName" AS "name", count(*)::int AS "requests",
  (count(*) FILTER (WHERE ${reached("'scheduled', 'signed'")}))::int AS "scheduled",
  (count(*) FILTER (WHERE ${reached("'signed'")}))::int AS "signed"
FROM "intake_record" r, bounds b
WHERE r."status" <> 'spam' AND r."createdAt" >= b."start" AND r."createdAt" <= b."end"
GROUP BY 1, 2 ORDER BY 3 DESC, 5 DESC, 1, 2`;

type SourceRow = Figures["perSource"][number];

/** The first `sourcesShown` sources, and the rest counted together. */
function sourceFigures(rows: readonly SourceRow[]): Pick<Figures, "perSource" | "otherSources"> {
  const rest = rows.slice(sourcesShown);
  const sum = (key: "requests" | "scheduled" | "signed") => rest.reduce((total, row) => total + row[key], 0);
  return {
    perSource: rows.slice(0, sourcesShown),
    otherSources: {
      sources: rest.length,
      requests: sum("requests"),
      scheduled: sum("scheduled"),
      signed: sum("signed"),
    },
  };
}

const seconds = (value: number | string | null) => (value === null ? null : Number(value));

/** The figures of the `days` up to `now` (the app's clock, so a test can fix it). */
export async function teamFigures(
  pool: pg.Pool,
  days: FigurePeriod,
  now = new Date(),
): Promise<Omit<Figures, "success">> {
  const values = [firm.timeZone, days, now];
  const [perDay, perCaseType, firstResponse, overdue, perSource] = await Promise.all([
    pool.query<{ day: string; count: number }>(perDaySql, values),
    pool.query<{ caseType: string; count: number }>(perCaseTypeSql, values),
    pool.query<{ answered: number; median: number | string | null; p90: number | string | null }>(
      firstResponseSql,
      values,
    ),
    pool.query<{ count: number }>(overdueSql, [now]),
    pool.query<SourceRow>(perSourceSql, values),
  ]);
  const answered = firstResponse.rows[0];
  return {
    days,
    timeZone: firm.timeZone,
    from: perDay.rows[0]?.day ?? "",
    to: perDay.rows.at(-1)?.day ?? "",
    perDay: perDay.rows,
    perCaseType: perCaseType.rows,
    firstResponse: {
      answered: answered?.answered ?? 0,
      medianSeconds: seconds(answered?.median ?? null),
      p90Seconds: seconds(answered?.p90 ?? null),
    },
    overdue: overdue.rows[0]?.count ?? 0,
    ...sourceFigures(perSource.rows),
  };
}
