import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { applyMigrations } from "@firm/api/migrations";
import { startTestDatabase } from "@firm/testkit/database";
import { freePort } from "@firm/testkit/ports";
import { finish, startApi } from "./api-process.ts";
import { type SeededInbox, seedInbox } from "./inbox-seed.ts";
import { loadAverage } from "./sitting.ts";

/**
 * `pnpm measure:inbox`: the intake console's inbox over 100,000 stored requests. The API runs in its
 * own process (NODE_ENV=production) on a real PostgreSQL (DATABASE_URL's server, else a throw-away
 * embedded one) seeded by inbox-seed.ts; each filter and search asks for the first page (50 rows) as
 * a signed-in member does, `--runs` times after a warm-up, one request at a time. Beside them, the
 * API's no-op route in the same sitting (calibration). Prints p50, p95 and the worst; exits 1 when a
 * p95 is over `--max-p95` ms (the budget: 100 ms).
 */
const { values: flags } = parseArgs({
  options: {
    records: { type: "string", default: "100000" },
    runs: { type: "string", default: "60" },
    "warm-up": { type: "string", default: "5" },
    "max-p95": { type: "string", default: "100" },
  },
});

const scenarios = (sample: SeededInbox["sample"]): [string, string][] => [
  ["no-op route (calibration)", "/api/health"],
  ["inbox, no filter", "/api/ops/inbox"],
  ["status new", "/api/ops/inbox?status=new"],
  ["consultations", "/api/ops/inbox?type=consultation"],
  ["urgency emergency", "/api/ops/inbox?urgency=emergency"],
  ["case type wrongful death", "/api/ops/inbox?caseType=wrongful-death"],
  ["assigned to me", "/api/ops/inbox?assignee=me"],
  ["unassigned", "/api/ops/inbox?assignee=none"],
  ["one month", "/api/ops/inbox?from=2026-01-01&to=2026-01-31"],
  ["spam only", "/api/ops/inbox?spam=only"],
  ["soonest due first", "/api/ops/inbox?sort=due"],
  ["overdue, soonest due first", "/api/ops/inbox?overdue=true&sort=due"],
  ["emergency, soonest due first", "/api/ops/inbox?urgency=emergency&sort=due"],
  ['search "garcia"', "/api/ops/inbox?q=garcia"],
  ['search "garc" (prefix)', "/api/ops/inbox?q=garc"],
  ['search "maria nunez"', "/api/ops/inbox?q=maria%20nunez"],
  ["second page (cursor)", "/api/ops/inbox?cursor=next"],
  ["search a phone", `/api/ops/inbox?q=${encodeURIComponent(sample.phone)}`],
  ["search an e-mail", `/api/ops/inbox?q=${encodeURIComponent(sample.email)}`],
  ['search "hospital" + emergency', "/api/ops/inbox?q=hospital&urgency=emergency"],
  ["search, no match", "/api/ops/inbox?q=zzyzx"],
  ['search "m" (one letter: every row)', "/api/ops/inbox?q=m"],
  ["a request's page", `/api/ops/inbox/${sample.id}`],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

const database = await startTestDatabase({ migrate: applyMigrations });
const records = Number(flags.records);
const seedStart = performance.now();
const { sessionToken, sample } = await seedInbox(database.url, records);
console.log(
  `seeded ${records.toLocaleString("en")} requests in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);
const api = await startApi({ databaseUrl: database.url, port: await freePort() });
const headers = { authorization: `Session ${sessionToken}` };
const maxP95 = Number(flags["max-p95"]);
let failed = false;
try {
  console.log(`${cpus().length} CPUs, load average ${loadAverage()}`);
  console.log(
    "scenario".padEnd(34),
    "rows".padStart(4),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "worst".padStart(8),
  );
  const first = (await (await fetch(`${api.origin}/api/ops/inbox`, { headers })).json()) as {
    nextCursor: string;
  };
  for (const [name, template] of scenarios(sample)) {
    const path = template.replace("cursor=next", `cursor=${first.nextCursor}`);
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < Number(flags["warm-up"]) + Number(flags.runs); run++) {
      const start = performance.now();
      const response = await fetch(`${api.origin}${path}`, { headers });
      const body = (await response.json()) as { records?: unknown[]; record?: unknown };
      const elapsed = performance.now() - start;
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      count = body.records?.length ?? (body.record ? 1 : 0);
      if (run >= Number(flags["warm-up"])) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    if (path.startsWith("/api/ops") && p95 > maxP95) failed = true;
    console.log(
      name.padEnd(34),
      String(count).padStart(4),
      percentile(times, 0.5).toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      (times.at(-1) ?? 0).toFixed(1).padStart(8),
    );
  }
  console.log(`load average after ${loadAverage()}`);
} finally {
  await api.stop();
  await database.stop();
}
console.log(failed ? `FAIL: a p95 over ${maxP95} ms` : `every p95 within ${maxP95} ms`);
finish(failed ? 1 : 0);
