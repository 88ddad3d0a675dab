import autocannon from "autocannon";
import {
  checkLedger,
  createLedger,
  describeCheck,
  nextRequest,
  query,
  sendAgain,
  sendOnce,
  statusesBetween,
} from "../load/intake-ledger.ts";
import { container, memory, podman, run, sleep, waitHealthy } from "./podman.ts";
import { checkFailover, type Failover, losePrimary } from "./stack-database.ts";

/**
 * The compose stack under failure (run-stack.ts): unique consultation requests, each with its own
 * Idempotency-Key, through the proxy container while the API container dies (SIGKILL to its main
 * process from the host, as the kernel's OOM killer does; its restart policy brings it back; not
 * `podman kill`, which podman counts as a stop by the user and then ignores the restart policy,
 * podman-run(1) --restart), and later the primary PostgreSQL node's container is killed and stays
 * down until the standby is promoted (stack-database.ts). Then: every request not answered 201 is
 * sent again unchanged until answered; the database holds one row per request, those answered 201
 * before the primary was lost among them; writes came back without a hand step, the new primary
 * archives and the old one is its synchronous standby again; the SMTP sink received each request's
 * two e-mails exactly once; and the intake rate limit (counted in Redis) kept counting across the
 * API's death.
 */
export const loadRate = 8;
const mailKinds = ["team-notification", "acknowledgment"];

type Options = {
  origin: string;
  /** The database's URL from the host: PostgreSQL's container has a new address after its restart. */
  databaseUrl: () => Promise<string>;
  seconds: number;
  limit: number;
  print: (line: string) => void;
};

export async function underFailure({
  origin,
  databaseUrl,
  seconds,
  limit,
  print,
}: Options): Promise<boolean> {
  const start = Date.now();
  const clock = () => `${((Date.now() - start) / 1000).toFixed(1)} s`;
  const at = (share: number) => sleep(start + share * seconds * 1000 - Date.now());
  const ledger = createLedger(["consultation"], { keys: true, keepUnsettled: true });
  const peak: Record<string, number> = {};
  let loading = true;
  const sampling = (async () => {
    while (loading) {
      for (const [name, mib] of Object.entries(await memory())) peak[name] = Math.max(peak[name] ?? 0, mib);
      await sleep(3000);
    }
  })();
  const load = autocannon({
    url: origin,
    connections: 4,
    overallRate: loadRate,
    duration: seconds,
    requests: ledger.requests,
  });
  const marks: [string, number][] = [["start", start]];
  let failover: Failover | undefined;
  const faults = (async () => {
    await at(0.2);
    marks.push(["API killed", Date.now()]);
    const pid = (await podman("inspect", "--format", "{{.State.Pid}}", container("api"))).trim();
    await run("kill", ["-KILL", pid]);
    print(`  ${clock()}: SIGKILL to ${container("api")}'s main process (host pid ${pid})`);
    await sleep(2000);
    const state = (
      await podman("inspect", "--format", "{{.State.Status}} {{.RestartCount}}", container("api"))
    ).trim();
    print(
      `  ${clock()}: API container ${state} (state, restarts); health check passes after ${((await waitHealthy("api", 60_000)) / 1000).toFixed(1)} s more, at ${clock()}`,
    );
    await at(0.45);
    marks.push(["primary lost", Date.now()]);
    // Back at 0.75 of the load, or once promoted if later: the rejoin happens under load too.
    failover = await losePrimary(print, clock, async () => {
      await at(0.75);
      marks.push(["old primary back", Date.now()]);
    }).catch((error: Error) => {
      print(`  ${clock()}: ${error.message}`);
      return undefined;
    });
  })();
  const [result] = await Promise.all([load, faults]);
  const loadEnd = Date.now();
  loading = false;
  await sampling;
  print(
    `load: ${result.requests.average} req/s for ${result.duration.toFixed(1)} s through the proxy, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; connection errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  const stretches = marks.map(
    ([label, time], index) =>
      `${label}: ${JSON.stringify(statusesBetween(ledger, time, marks[index + 1]?.[1] ?? loadEnd))}`,
  );
  print(`  answers by stretch: ${stretches.join("; ")}`);
  // The faults must fall inside the load (a slow restart of the API can push the others out).
  const underLoad = marks.every(([, time]) => time < loadEnd);
  print(`  the faults while the load ran: ${underLoad ? "OK" : "FAILED"}`);
  print(
    `memory under load, highest sample (MiB): ${JSON.stringify(peak, (_key, value) => (typeof value === "number" ? Math.round(value) : value))}`,
  );
  const url = await databaseUrl();
  const first = await checkLedger(url, ledger);
  print(`  ${describeCheck(first)}`);

  const unsettled = ledger.unsettled.size;
  const rounds: string[] = [];
  // nginx lets one address through at 10 r/s after a burst of 40 and answers 429 past it: between
  // rounds its bucket refills (4 s), as a client honouring the 429 would wait.
  for (let round = 0; round < 10 && ledger.unsettled.size > 0; round += 1) {
    if (round > 0) await sleep(5000);
    rounds.push(JSON.stringify(await sendAgain(origin, ledger, 4)));
  }
  const after = await checkLedger(url, ledger);
  const rowsGood =
    first.lost.length === 0 &&
    after.lost.length === 0 &&
    after.duplicates === 0 &&
    after.stored === ledger.sent &&
    ledger.unsettled.size === 0;
  print(
    `retries (same body, same Idempotency-Key): ${unsettled} requests not answered 201, rounds ${rounds.join(" ") || "none"}; ` +
      `${after.stored} rows for ${ledger.sent} requests, ${after.duplicates} second rows, ${after.lost.length + ledger.unsettled.size} lost: ${rowsGood ? "OK" : "FAILED"}`,
  );

  const failoverGood = failover !== undefined && (await checkFailover(ledger, failover, url, print));
  // Restarted by their restart policy: the API once (the kill), nothing else (a crash on the failover).
  const restarts = async (service: string) =>
    Number((await podman("inspect", "--format", "{{.RestartCount}}", container(service))).trim());
  const counts = { api: await restarts("api"), haproxy: await restarts("haproxy") };
  const restartsGood = counts.api === 1 && counts.haproxy === 0;
  print(`restarts by the restart policy: ${JSON.stringify(counts)}: ${restartsGood ? "OK" : "FAILED"}`);
  const mailsGood = await checkMails(url, after.storedIds, print);
  const rateGood = await checkRateLimit(origin, limit, ledger.created.size, print);
  return underLoad && rowsGood && failoverGood && restartsGood && mailsGood && rateGood;
}

/**
 * Waits for the outbox to empty (a killed API's claimed jobs wait for their 120 s lease), then reads
 * the sink. Delivery is at least once: a job the killed API had sent but not yet recorded is sent
 * again, with the same Message-ID, once its lease runs out. Such a message received twice passes
 * only when its job shows the second attempt; any other second e-mail fails.
 */
async function checkMails(databaseUrl: string, storedIds: string[], print: (line: string) => void) {
  const began = Date.now();
  const pending = async () =>
    (
      await query<{ count: number }>(
        databaseUrl,
        `SELECT count(*)::int AS count FROM "outbox_job" WHERE "status" = 'pending'`,
      )
    )[0]?.count ?? 0;
  let left = await pending();
  while (left > 0 && Date.now() - began < 180_000) {
    await sleep(1000);
    left = await pending();
  }
  const received = new Map<string, number>();
  for (const line of (await run("podman", ["logs", container("smtp-sink")])).split("\n")) {
    if (!line.startsWith("{")) continue;
    const { mail } = JSON.parse(line) as { mail: string };
    received.set(mail, (received.get(mail) ?? 0) + 1);
  }
  const byRecord = new Map<string, number>();
  for (const [messageId, count] of received) {
    const [kind, , record] = messageId.replace(/^<|@.*$/g, "").split(".");
    byRecord.set(`${kind} ${record}`, (byRecord.get(`${kind} ${record}`) ?? 0) + count);
  }
  const expected = storedIds.flatMap((id) => mailKinds.map((kind) => `${kind} ${id}`));
  const missing = expected.filter((key) => !byRecord.has(key)).length;
  const twiceIds = [...received].filter(([, count]) => count > 1).map(([messageId]) => messageId);
  const twice = twiceIds.length;
  const twiceByRecord = expected.filter((key) => (byRecord.get(key) ?? 0) > 1).length;
  const jobIds = twiceIds.map((messageId) => messageId.replace(/^<|@.*$/g, "").split(".")[1] ?? "");
  const resent = jobIds.length
    ? (
        await query<{ count: number }>(
          databaseUrl,
          `SELECT count(*)::int AS count FROM "outbox_job" WHERE "id"::text = ANY($1) AND "attempts" > 1`,
          [jobIds],
        )
      )[0]?.count
    : 0;
  const good = left === 0 && missing === 0 && twiceByRecord === twice && twice === resent;
  print(
    `e-mails: outbox empty after ${((Date.now() - began) / 1000).toFixed(1)} s (${left} pending); the SMTP sink container received ${[...received.values()].reduce((a, b) => a + b, 0)} messages; ` +
      `${expected.length} expected for the ${storedIds.length} stored requests: ${missing} missing, ${twiceByRecord} received twice ` +
      `(${twice} Message-IDs twice overall, ${resent} of them sent again after the killed API's lease ran out: at least once, same Message-ID): ${good ? "OK" : "FAILED"}`,
  );
  return good;
}

/**
 * The intake limit keeps counting across the API's death. The API sends no rate-limit headers, so
 * the check counts: after the run, new posts may be admitted at most limit − (requests answered
 * 201 so far) times before the API answers 429 (its JSON with Retry-After; nginx's own 429 has
 * neither). Had the killed API's counters been lost, more would get through. Paced under nginx's
 * own limit (10 r/s per address), so that the refusal is the API's.
 */
async function checkRateLimit(
  origin: string,
  limit: number,
  accepted: number,
  print: (line: string) => void,
) {
  const ledger = createLedger(["consultation"], { keys: true });
  // nginx's bucket for this address, emptied by the retries, refills first.
  await sleep(5000);
  let admitted = 0;
  let posts = 0;
  let refusal: Response | undefined;
  while (posts <= limit) {
    const response = await sendOnce(origin, ledger, nextRequest(ledger));
    posts += 1;
    if (response?.status === 429) {
      refusal = response;
      break;
    }
    if (response?.status === 201) admitted += 1;
    await sleep(125);
  }
  const fromApi =
    Boolean(refusal?.headers.get("retry-after")) &&
    (refusal?.headers.get("content-type") ?? "").includes("json");
  const good = fromApi && admitted <= limit - accepted;
  print(
    `rate limit (${limit} per window, Redis): ${accepted} requests answered 201 before; ${admitted} more admitted ` +
      `(at most ${limit - accepted} if nothing was forgotten), post ${posts} answered ${refusal?.status ?? "never 429"} by ${fromApi ? "the API" : "not the API"}: ${good ? "OK" : "FAILED"}`,
  );
  return good;
}
