import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { startTestDatabase } from "../../tests/harness/database.ts";
import { freePort } from "./embedded-database.ts";

/**
 * `pnpm bench:api`: the API (its own process, as in production) on a real PostgreSQL (DATABASE_URL's
 * server, else an embedded one), loaded by autocannon with 100 connections: a no-op baseline
 * route, then POST /api/contact with unique bodies and the limiter raised. Prints figures; the
 * outbox worker is off so that only the intake path is measured.
 */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
/** POST runs send a fixed number of requests, so that every answer is in before rows are counted. */
const amount = Number(process.env.BENCH_REQUESTS ?? 30_000);

const database = await startTestDatabase();
const port = await freePort();
const api = spawn(process.execPath, [fileURLToPath(new URL("../server.ts", import.meta.url))], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
    INTAKE_RATE_LIMIT_MAX: "1000000000",
    GLOBAL_RATE_LIMIT_MAX: "1000000000",
    OUTBOX_POLL_MS: "0",
    MIN_FILL_MS: "0",
  },
});
const origin = `http://127.0.0.1:${port}`;

async function waitForApi() {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${origin}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the API did not start");
}

async function countRows(): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM "contact_message"',
  );
  await client.end();
  return rows[0]?.count ?? 0;
}

let sequence = 0;
const contactRequest = {
  method: "POST" as const,
  path: "/api/contact",
  headers: { "content-type": "application/json" },
  setupRequest: (request: autocannon.Request) => {
    sequence += 1;
    const body = {
      name: `Bench Visitor ${sequence}`,
      email: `visitor${sequence}@example.com`,
      phone: "(714) 555-0100",
      caseType: "accident-injuries",
      message: `Benchmark message ${sequence} ${randomUUID()} — me chocaron 🚗`,
      locale: "es",
      page: "/es/contact",
      website: "",
    };
    return { ...request, body: JSON.stringify(body) };
  },
};

function run(title: string, path: string, options: Partial<autocannon.Options>) {
  return autocannon({ url: `${origin}${path}`, connections, ...options, title });
}

function report(title: string, result: autocannon.Result) {
  const { latency, requests } = result;
  console.log(
    `${title.padEnd(28)} ${String(Math.round(requests.average)).padStart(7)} req/s   ` +
      `p50 ${String(latency.p50).padStart(3)} ms   p99 ${String(latency.p99).padStart(3)} ms   ` +
      `2xx ${result["2xx"]}   non-2xx ${result.non2xx}   errors ${result.errors}   timeouts ${result.timeouts}`,
  );
}

try {
  await waitForApi();
  console.log(
    `API benchmark: ${cpus().length} CPUs, PostgreSQL and the API on this machine, ${connections} connections, ` +
      `health ${duration} s, contact ${amount} requests, API log level ${process.env.BENCH_LOG_LEVEL ?? "warn"}, outbox worker off`,
  );
  await run("warm-up", "/api/contact", { amount: 5000, requests: [contactRequest] });
  const baseline = await run("baseline", "/api/health", { duration });
  report("GET /api/health (no-op)", baseline);
  const before = await countRows();
  const started = performance.now();
  const contact = await run("contact", "/api/contact", { amount, requests: [contactRequest] });
  const seconds = (performance.now() - started) / 1000;
  const stored = (await countRows()) - before;
  report("POST /api/contact", contact);
  const lost = contact["2xx"] - stored;
  console.log(
    `POST /api/contact: ${amount} requests in ${seconds.toFixed(1)} s, stored rows ${stored}, 2xx answers ` +
      `${contact["2xx"]}: ${lost === 0 && stored === amount ? "equal, 0 lost" : `NOT equal (${lost} lost)`}; ` +
      `${Math.round(stored / seconds)} stored requests/s`,
  );
  process.exitCode = lost === 0 && stored === amount ? 0 : 1;
} finally {
  api.kill("SIGTERM");
  await new Promise((resolve) => (api.exitCode === null ? api.once("exit", resolve) : resolve(null)));
  await database.stop();
}
