import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  checkLedger,
  createLedger,
  describeCheck,
  type Ledger,
  nextRequest,
  query,
  sendAgain,
  sendOnce,
  statusesBetween,
} from "@firm/infra/load/intake-ledger";
import autocannon from "autocannon";
import { sleep } from "./api-process.ts";
import { checkMails } from "./replica-mails.ts";
import type { ApiSlot, ReplicaStack } from "./replica-stack.ts";

/**
 * The replica run's load and faults (`pnpm measure:replicas`, and shorter in replicas.test.ts):
 * unique valid bodies with an Idempotency-Key and a client address each, through nginx, while
 * API processes are killed and started again and PgBouncer restarts; then every request not
 * answered 201 is sent again unchanged, six posts from one address test the shared rate limit, and
 * the database and the SMTP server's record are checked; Prisma runs through the pooler mid-load. Prints as it goes; `good` is the verdict.
 */
export type Fault = "kill" | "term" | "pgbouncer";

export type ReplicaRunOptions = {
  seconds: number;
  /** Requests per second overall (autocannon's overallRate), over `connections`. */
  rate: number;
  connections: number;
  faults: Fault[];
  /**
   * Wait until the outbox is empty, including jobs leased by a killed process (the lease is 120 s).
   * Without it, such jobs are counted as held, not missing.
   */
  waitForLeases: boolean;
  print: (line: string) => void;
};

/** Where in the load each fault happens, as a share of its length. */
const schedule = { kill: 0.2, term: 0.35, restart: 0.55, pgbouncer: 0.75 };
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function runReplicas(stack: ReplicaStack, options: ReplicaRunOptions): Promise<boolean> {
  const { print } = options;
  const start = Date.now();
  const at = (share: number) => sleep(start + share * options.seconds * 1000 - Date.now());
  const clock = () => `${((Date.now() - start) / 1000).toFixed(1)} s`;
  const ledger = createLedger(["contact", "consultation"], {
    keys: true,
    clientAddress,
    keepUnsettled: true,
  });
  const replicas = countReplicas(ledger);
  const marks: { label: string; time: number }[] = [{ label: "start", time: start }];
  const load = autocannon({
    url: stack.origin,
    connections: options.connections,
    overallRate: options.rate,
    duration: options.seconds,
    requests: ledger.requests,
  });
  const faults = (async () => {
    const [first, second] = stack.slots as [ApiSlot, ApiSlot];
    const stopped: ApiSlot[] = [];
    const end = async (slot: ApiSlot, signal: "SIGKILL" | "SIGTERM", share: number) => {
      await at(share);
      const began = clock();
      marks.push({ label: `${signal} :${slot.port}`, time: Date.now() });
      const how = await (signal === "SIGKILL" ? slot.current?.kill() : slot.current?.stop());
      print(`  ${began}: ${signal} to the API on :${slot.port}; it exited (${how}) at ${clock()}`);
      stopped.push(slot);
    };
    if (options.faults.includes("kill")) await end(first, "SIGKILL", schedule.kill);
    if (options.faults.includes("term")) await end(second, "SIGTERM", schedule.term);
    await at(schedule.restart);
    if (stopped.length) marks.push({ label: "restarts", time: Date.now() });
    for (const slot of stopped) {
      const began = clock();
      await stack.startSlot(slot);
      print(`  ${began}: the API on :${slot.port} started again, ready at ${clock()}`);
    }
    if (options.faults.includes("pgbouncer")) {
      await at(schedule.pgbouncer);
      const began = clock();
      marks.push({ label: "PgBouncer restart", time: Date.now() });
      await stack.pgbouncer.restart();
      print(
        `  ${began}: PgBouncer stopped (SIGTERM, immediate shutdown) and started again, listening at ${clock()}`,
      );
    }
  })();
  const prisma = at(0.45).then(() => prismaThroughPooler(stack.pgbouncer.url));
  const [result] = await Promise.all([load, faults]);
  const loadEnd = Date.now();
  print(
    `load: ${Math.round(result.requests.average)} req/s for ${result.duration.toFixed(1)} s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms; connection errors ${result.errors}, timeouts ${result.timeouts}`,
  );

  const first = await checkLedger(stack.directUrl, ledger);
  const answers = statusesBetween(ledger, start, loadEnd);
  const errors = Object.entries(answers).filter(([status]) => status !== "2xx");
  print(
    `  answered 201: ${first.ok}, found in the database: ${first.ok - first.lost.length} (${first.lost.length} missing)`,
  );
  print(
    `  answered with an error: ${errors.reduce((sum, [, count]) => sum + count, 0)} ${JSON.stringify(Object.fromEntries(errors))}; ` +
      `no answer (cut off or in flight at the end): ${first.sent - first.answered}`,
  );
  const windows = marks.map(({ label, time }, index) => {
    const until = marks[index + 1]?.time ?? loadEnd;
    return `from ${label} (${((time - start) / 1000).toFixed(1)} s) ${JSON.stringify(statusesBetween(ledger, time, until))}`;
  });
  print(`  answers by stretch: ${windows.join("; ")}`);
  print(`  answered by: ${replicas.answers()}`);
  if (errors.length) print(`  error answers: ${replicas.errors()}`);
  print(`  ${describeCheck(first)}`);

  const unsettled = ledger.unsettled.size;
  const retries = await sendAgain(stack.origin, ledger);
  const after = await checkLedger(stack.directUrl, ledger);
  const rowsGood =
    first.lost.length === 0 &&
    after.lost.length === 0 &&
    after.duplicates === 0 &&
    after.stored === ledger.sent;
  print(
    `retries: ${unsettled} requests not answered 201 sent again (same body, same Idempotency-Key): ${JSON.stringify(retries)}, ` +
      `${unsettled - (after.stored - first.stored)} of them already stored (answered from their key) and ` +
      `${after.stored - first.stored} stored now; ${after.stored} rows for ${ledger.sent} requests, ` +
      `${after.duplicates} second rows, ${after.lost.length} missing: ` +
      (rowsGood ? "OK" : "FAILED"),
  );

  const prismaCheck = await prisma;
  print(prismaCheck.line);
  const rate = await rateLimitAcrossReplicas(stack.origin, print);
  const rateCheck = await checkLedger(stack.directUrl, rate.ledger);
  const web = await webAcrossReplicas(stack, print);
  const mails = await checkMails(
    stack,
    [...after.storedIds, ...rateCheck.storedIds],
    options.waitForLeases,
    print,
  );
  const spam = await query<{ count: number }>(
    stack.directUrl,
    `SELECT (SELECT count(*) FROM contact_message WHERE status <> 'new')::int
       + (SELECT count(*) FROM consultation_request WHERE status <> 'new')::int AS count`,
  );
  const genuine = spam[0]?.count === 0;
  print(
    `records not stored as genuine (status other than new): ${spam[0]?.count}${genuine ? "" : "  FAILED"}`,
  );
  return rowsGood && prismaCheck.good && rate.good && web && mails && genuine;
}

/**
 * Prisma (the ops CLI: @prisma/adapter-pg, no `pgbouncer=true`) through the pooler while the load
 * runs: a list (two reads) and a purge that finds nothing to delete (a batch transaction).
 */
async function prismaThroughPooler(poolerUrl: string): Promise<{ good: boolean; line: string }> {
  const cli = fileURLToPath(new URL("../../apps/api/src/ops/cli.ts", import.meta.url));
  const ops = (...args: string[]) =>
    promisify(execFile)(process.execPath, [cli, ...args], {
      env: { ...process.env, DATABASE_URL: poolerUrl },
    });
  const title = "Prisma through PgBouncer (ops CLI, mid-load):";
  try {
    const list = await ops("list", "--limit", "3");
    const ids = list.stdout.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
    const purge = await ops("purge", "--days", "3650");
    const good = ids.length >= 3;
    return {
      good,
      line:
        `${title} list --limit 3 gave ${ids.length} records; purge --days 3650 (a transaction) answered ` +
        `"${purge.stdout.replace(/\s+/g, " ").trim()}": ${good ? "OK" : "FAILED"}`,
    };
  } catch (error) {
    const { stderr = "" } = error as { stderr?: string };
    return { good: false, line: `${title} FAILED ${stderr.trim().split("\n").slice(-3).join(" ")}` };
  }
}

/**
 * Answers per API process (nginx's X-Upstream header; several addresses: nginx passed the request
 * on after the first refused the connection or failed), and each error answer's source with the
 * start of its body.
 */
function countReplicas(ledger: Ledger) {
  const answers = new Map<string, number>();
  const errors = new Map<string, number>();
  for (const request of ledger.requests) {
    const record = request.onResponse;
    if (typeof record !== "function") continue;
    request.onResponse = (status, body, context, headers) => {
      const header = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "x-upstream");
      const upstream = String(header?.[1] ?? "none").replaceAll("127.0.0.1", "");
      const key = upstream.includes(",") ? "passed on to another" : upstream;
      answers.set(key, (answers.get(key) ?? 0) + 1);
      if (status >= 300) {
        const source = `${status} from ${upstream} ${body.replace(/\s+/g, " ").slice(0, 60)}`;
        errors.set(source, (errors.get(source) ?? 0) + 1);
      }
      record(status, body, context, headers);
    };
  }
  const list = (counts: Map<string, number>) =>
    [...counts].map(([key, count]) => `${count} × ${key}`).join("; ");
  return { answers: () => list(answers), errors: () => list(errors) };
}

/** Six posts from one address, one after the other, round-robin over the API processes. */
async function rateLimitAcrossReplicas(origin: string, print: (line: string) => void) {
  const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
  const ledger = createLedger(["contact"], { keys: true, clientAddress: () => address });
  const seen: { status: number; upstream: string }[] = [];
  for (let post = 0; post < 6; post += 1) {
    const response = await sendOnce(origin, ledger, nextRequest(ledger));
    seen.push({ status: response?.status ?? 0, upstream: response?.headers.get("x-upstream") ?? "?" });
  }
  const statuses = seen.map((post) => post.status);
  const replicas = new Set(seen.map((post) => post.upstream)).size;
  const good = statuses.slice(0, 5).every((status) => status === 201) && statuses[5] === 429 && replicas > 1;
  print(
    `rate limit (5 per window, Redis): six posts from ${address} answered ${statuses.join(", ")} by ` +
      `${seen.map((post) => post.upstream.replace("127.0.0.1:", ":")).join(", ")} (${replicas} API processes): ${good ? "OK" : "FAILED"}`,
  );
  return { good, ledger };
}

/** The site's home page through nginx, until both web servers have answered (at most 8 tries). */
async function webAcrossReplicas(stack: ReplicaStack, print: (line: string) => void): Promise<boolean> {
  const answers: string[] = [];
  for (let get = 0; get < 8 && new Set(answers).size < stack.webPorts.length; get += 1) {
    const response = await fetch(`${stack.origin}/`);
    await response.arrayBuffer();
    answers.push(`${response.status} ${response.headers.get("x-upstream")}`);
  }
  const good = stack.webPorts.every((port) => answers.includes(`200 127.0.0.1:${port}`));
  print(
    `web: GET / through nginx answered ${answers.join(", ")}: ${good ? "OK, both web servers" : "FAILED"}`,
  );
  return good;
}
