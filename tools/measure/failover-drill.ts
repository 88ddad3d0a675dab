import { readFile, rm } from "node:fs/promises";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { pgbackrest, repoInfo } from "@firm/infra/backup/pgbackrest";
import { outboxCounts, query, sendAgain } from "@firm/infra/load/intake-ledger";
import type { Member } from "@firm/infra/postgres/ha-cluster";
import type { NodeName } from "@firm/infra/postgres/ha-settings";
import { finish, sleep } from "./api-process.ts";
import { type FailoverStack, startFailoverStack } from "./failover-stack.ts";
import { streamRequests } from "./pitr-stack.ts";
import { checkMails } from "./replica-mails.ts";
import { loadAverage } from "./sitting.ts";

/**
 * `pnpm measure:failover`: the primary's machine lost under load. Keyed
 * consultation requests stream in from `--connections` clients (4) through the API and HAProxy;
 * `--kill-at` seconds (30) into `--load-seconds` (90) the primary's Patroni and PostgreSQL are
 * SIGKILLed and its data folder deleted (`--disk kept` keeps it: a crash, not a lost disk).
 * `--down-seconds` (30) after the kill its replacement starts with an empty folder and clones the
 * new primary (or, with the disk kept, is rewound). Requests not answered 201 are sent again with
 * the same Idempotency-Key. Exits 1 when a request answered 201 is missing, a request is stored
 * twice, an e-mail is missing or sent twice, archiving does not follow the new primary, or the
 * replacement does not become the synchronous standby again. `--keep` keeps the folder and logs.
 */
const { values: flags } = parseArgs({
  options: {
    "load-seconds": { type: "string", default: "90" },
    "kill-at": { type: "string", default: "30" },
    "down-seconds": { type: "string", default: "30" },
    connections: { type: "string", default: "4" },
    "archive-timeout": { type: "string", default: "60" },
    disk: { type: "string", default: "lost" },
    keep: { type: "boolean", default: false },
  },
});
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const clock = (time: number) => new Date(time).toISOString().slice(11, 23);
const diskLost = flags.disk !== "kept";

async function waitFor(what: string, stack: FailoverStack, done: (members: Member[]) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const members = await stack.cluster.members().catch(() => []);
    if (done(members)) return Date.now();
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${ms / 1000} s (${JSON.stringify(members)})`);
    await sleep(100);
  }
}
const has = (name: string, role: string) => (members: Member[]) =>
  members.some((member) => member.name === name && member.role === role && member.state === "running");

async function drill(stack: FailoverStack): Promise<boolean> {
  const loadMs = Number(flags["load-seconds"]) * 1000;
  const api = await stack.startApi();
  const stream = streamRequests(api.origin, Number(flags.connections));
  const start = Date.now();
  await sleep(Number(flags["kill-at"]) * 1000);

  const members = await stack.cluster.members();
  const lost = members.find((member) => member.role === "leader")?.name as NodeName | undefined;
  const standby = members.find((member) => member.role === "sync_standby")?.name;
  if (!lost || !standby) throw new Error(`no primary with a synchronous standby: ${JSON.stringify(members)}`);
  const failedAt = Date.now();
  await stack.cluster.killNode(lost);
  const lostNode = stack.cluster.layout.nodes.find((node) => node.name === lost);
  if (diskLost && lostNode) await rm(lostNode.dataDir, { recursive: true, force: true });
  const promotedAt = await waitFor("the standby promoted", stack, has(standby, "leader"), 180_000);

  await sleep(Math.max(0, failedAt + Number(flags["down-seconds"]) * 1000 - Date.now()));
  const replacedAt = Date.now();
  await stack.cluster.startNode(lost);
  const rejoinedAt = await waitFor(
    "the replacement as synchronous standby",
    stack,
    has(lost, "sync_standby"),
    300_000,
  );
  await sleep(Math.max(0, start + loadMs - Date.now()));
  await stream.stop();
  const retried = await sendAgain(api.origin, stream.ledger, 4);

  // The archive follows the new primary: a WAL switch reaches the repository, and a backup runs.
  const archive = stack.archive;
  let archiveLine = "archiving off";
  let archiveOk = !archive;
  if (archive) {
    const checkStart = performance.now();
    const check = await pgbackrest(archive, ["check"]).then(
      () => "ok",
      (error: Error) => `FAILED ${error.message}`,
    );
    const checkMs = performance.now() - checkStart;
    const incrStart = performance.now();
    const incr = await pgbackrest(archive, ["--type=incr", "backup"]).then(
      () => "ok",
      (error: Error) => `FAILED ${error.message}`,
    );
    const incrMs = performance.now() - incrStart;
    const info = await repoInfo(archive);
    const timeline = Number.parseInt(info.archiveMax?.slice(0, 8) ?? "0", 16);
    archiveOk = check === "ok" && incr === "ok" && timeline >= 2;
    archiveLine =
      `pgbackrest check ${check} (${seconds(checkMs)}), incremental backup ${incr} (${seconds(incrMs)}); ` +
      `newest archived WAL ${info.archiveMax ?? "none"} (timeline ${timeline})`;
  }

  const rows = await query<{ id: string; email: string }>(
    stack.cluster.url,
    `SELECT "id"::text, "email" FROM "consultation_request" WHERE "email" LIKE $1`,
    [`${stream.ledger.run}.%`],
  );
  const stored = new Set(rows.map((row) => row.id));
  const acknowledged = new Set([
    ...stream.answers.flatMap((answer) => (answer.id ? [answer.id] : [])),
    ...stream.ledger.created.keys(),
  ]);
  const beforeKill = stream.answers.filter((answer) => answer.id && answer.time <= failedAt);
  const missingBefore = beforeKill.filter((answer) => !stored.has(answer.id ?? ""));
  const missing = [...acknowledged].filter((id) => !stored.has(id));
  const twice = rows.length - new Set(rows.map((row) => row.email)).size;
  // Answers to requests in flight at the failure may still come back 201: "again" is a request sent after it.
  const backAt = stream.answers.find((answer) => answer.sentAt > failedAt && answer.status === 201)?.time;
  const refusedFrom = stream.answers.find((answer) => answer.time > failedAt && answer.status !== 201)?.time;
  const refused = stream.answers.filter(
    (answer) =>
      answer.time > failedAt && answer.time < (backAt ?? Number.POSITIVE_INFINITY) && answer.status !== 201,
  );
  const byStatus = (list: typeof refused) =>
    JSON.stringify(
      list.reduce<Record<string, number>>((counts, { status }) => {
        counts[status || "no answer"] = (counts[status || "no answer"] ?? 0) + 1;
        return counts;
      }, {}),
    );
  const alone = stream.answers.filter(
    (answer) => answer.id && answer.time > promotedAt && answer.time < rejoinedAt,
  );
  const patroniLog = lostNode
    ? await readFile(`${stack.cluster.layout.dir}/${lost}.log`, "utf8").catch(() => "")
    : "";
  const rewound = /pg_rewind exit code=0/.test(patroniLog);

  console.log(
    `load: ${stream.answers.length} answers ${byStatus(stream.answers)} from ${flags.connections} clients`,
  );
  console.log(
    `failure at ${clock(failedAt)} UTC, ${seconds(failedAt - start)} into the load: ${lost} (the primary) ` +
      `SIGKILLed (Patroni and PostgreSQL)${diskLost ? ", its data folder deleted" : ", its data folder kept"}`,
  );
  console.log(
    `Patroni promoted ${standby} (the synchronous standby) ${seconds(promotedAt - failedAt)} after the failure`,
  );
  console.log(
    `writes refused for ${refusedFrom && backAt ? seconds(backAt - refusedFrom) : "—"} (${byStatus(refused)}); ` +
      `the API answered 201 again ${backAt ? seconds(backAt - failedAt) : "NEVER"} after the failure`,
  );
  console.log(
    `requests answered 201 before the failure: ${beforeKill.length}, missing after the failover: ${missingBefore.length}`,
  );
  console.log(
    `requests answered 201 in all: ${acknowledged.size}; rows found after the failover: ${rows.length}; ` +
      `missing: ${missing.length}${missing.length ? ` (${missing.slice(0, 5).join(", ")})` : ""}; stored twice: ${twice}`,
  );
  console.log(
    `requests not answered 201 during the load, sent again with the same key: ${JSON.stringify(retried)}`,
  );
  console.log(
    `one node alone: ${alone.length} requests answered 201 between the promotion and the replacement's return ` +
      `(${seconds(rejoinedAt - promotedAt)}; not strict: writes go on, the API's standby watch alerts)`,
  );
  console.log(
    `replacement started ${seconds(replacedAt - failedAt)} after the failure; synchronous standby again ` +
      `${seconds(rejoinedAt - replacedAt)} later (${diskLost ? "cloned from the new primary" : rewound ? "rewound with pg_rewind" : "restarted"})`,
  );
  console.log(`archive after the promotion: ${archiveLine}`);
  // The outbox sends about a hundred e-mails a second here: wait for it (and for the 120 s lease of
  // jobs claimed by a commit whose answer the failure cut off) before counting what arrived.
  const drainStart = Date.now();
  let pending = (await outboxCounts(stack.cluster.url)).pending ?? 0;
  while (pending > 0 && Date.now() - drainStart < 900_000) {
    await sleep(1000);
    pending = (await outboxCounts(stack.cluster.url)).pending ?? 0;
  }
  console.log(`outbox: drained in ${seconds(Date.now() - drainStart)}, ${pending} jobs pending`);
  const mailsOk = await checkMails(stack, [...stored], true, (line) => console.log(line));
  return (
    missing.length === 0 &&
    missingBefore.length === 0 &&
    twice === 0 &&
    mailsOk &&
    archiveOk &&
    backAt !== undefined
  );
}

if (flags.disk !== "lost" && flags.disk !== "kept") {
  console.error(`--disk must be lost (the data folder deleted) or kept (a crash), not "${flags.disk}"`);
  finish(2);
}
console.log(
  `failover drill ${new Date().toISOString()}: ${cpus().length} CPUs, load average ${loadAverage()} at start, ` +
    `Node ${process.version}, Debian PostgreSQL 15, Patroni 3.0.2, etcd 3.4, HAProxy 2.6, pgBackRest 2.45, ` +
    `archive_timeout ${flags["archive-timeout"]} s, ${flags.connections} clients, disk ${flags.disk}`,
);
const setupStart = performance.now();
const stack = await startFailoverStack({ archiveTimeout: Number(flags["archive-timeout"]) });
console.log(
  `setup: cluster, stanza, first full backup (${seconds(stack.fullBackupMs)}) and migrations in ` +
    `${seconds(performance.now() - setupStart)} (${stack.root})`,
);
// Ctrl-C or SIGTERM: every server the drill started is stopped before it exits.
const interrupt = () => void stack.stop({ keep: flags.keep }).then(() => finish(1));
process.once("SIGINT", interrupt).once("SIGTERM", interrupt);
let ok = false;
try {
  ok = await drill(stack);
} catch (error) {
  console.error(`failover drill: ${(error as Error).message}`);
} finally {
  await stack.stop({ keep: flags.keep });
}
console.log(
  ok ? "OK: nothing answered 201 is missing, nothing stored twice, each e-mail sent once" : "FAILED",
);
finish(ok ? 0 : 1);
