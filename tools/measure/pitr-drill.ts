import { rm } from "node:fs/promises";
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pgbackrest, repoInfo } from "@firm/infra/backup/pgbackrest";
import { query, sendAgain } from "@firm/infra/load/intake-ledger";
import { stopDebianCluster } from "@firm/infra/postgres/debian-cluster";
import { finish, sleep } from "./api-process.ts";
import {
  archivedUntil,
  opsCli,
  postmasterPid,
  restoreStack,
  runNode,
  type Stack,
  startStack,
  startStackApi,
  streamRequests,
  watchWal,
} from "./pitr-stack.ts";
import { loadAverage } from "./sitting.ts";

/**
 * `pnpm backup:pitr-drill`: a lost disk, under load (`--mode latest`, the default), or a mistaken
 * purge undone (`--mode purge`), on a real Debian PostgreSQL 15 archiving into pgBackRest.
 * Exits 1 when a request answered 201 before the last archived WAL is missing after the restore,
 * or when the purged records do not come back. See infra/backup/README.md.
 */
const { values: flags } = parseArgs({
  options: {
    mode: { type: "string", default: "latest" },
    "load-seconds": { type: "string", default: "90" },
    "archive-timeout": { type: "string", default: "60" },
    connections: { type: "string", default: "4" },
    "before-purge": { type: "string", default: "60" },
    keep: { type: "boolean", default: false },
  },
});
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const clock = (time: number) => new Date(time).toISOString().slice(11, 23);

async function lostDisk(stack: Stack): Promise<boolean> {
  const loadMs = Number(flags["load-seconds"]) * 1000;
  const api = await startStackApi(stack, stack.cluster.url);
  const stream = streamRequests(api.origin, Number(flags.connections));
  const wal = watchWal(stack.cluster.url);
  const start = Date.now();
  await sleep(loadMs / 3);
  const incrStart = performance.now();
  await pgbackrest(stack.archive, ["--type=incr", "backup"]);
  const incrMs = Math.round(performance.now() - incrStart);
  await sleep(start + loadMs - Date.now());

  // The disk fails: the server is killed at once and its data folder is gone.
  const failedAt = Date.now();
  process.kill(await postmasterPid(stack.dataDir), "SIGKILL");
  await rm(stack.dataDir, { recursive: true, force: true });
  await wal.stop();
  await api.kill();
  // Every 201 the old API process sent was an acknowledgment, even one answered after the failure.
  const oldApiGoneAt = Date.now();
  const held = await repoInfo(stack.archive);
  const cutoff = archivedUntil(wal.samples, held.archiveMax);

  const restored = await restoreStack(stack, join(stack.root, "restored"), { kind: "latest" });
  const apiStart = performance.now();
  await startStackApi(stack, restored.url);
  const apiMs = Math.round(performance.now() - apiStart);
  const answeredAgain = () =>
    stream.answers.find((answer) => answer.status === 201 && answer.time > oldApiGoneAt);
  const deadline = Date.now() + 120_000;
  while (!answeredAgain() && Date.now() < deadline) await sleep(50);
  const backAt = answeredAgain()?.time;
  if (backAt === undefined) throw new Error("the API did not answer 201 within 2 minutes of its start");
  await sleep(3000);
  await stream.stop();
  const retried = await sendAgain(api.origin, stream.ledger, 4);

  const stored = new Set(
    (
      await query<{ id: string }>(
        restored.url,
        `SELECT "id"::text FROM "consultation_request" WHERE "email" LIKE $1`,
        [`${stream.ledger.run}.%`],
      )
    ).map((row) => row.id),
  );
  const before = stream.answers.filter((answer) => answer.id && answer.time <= oldApiGoneAt);
  const mustHave = before.filter((answer) => cutoff !== undefined && answer.time < cutoff);
  const missing = mustHave.filter((answer) => !stored.has(answer.id ?? ""));
  const survivors = before.filter((answer) => stored.has(answer.id ?? ""));
  const lastSurvivor = survivors.at(-1)?.time;
  const lostAfter = before.filter((answer) => !stored.has(answer.id ?? "") && answer.time >= (cutoff ?? 0));
  const statuses = stream.answers.reduce<Record<string, number>>((counts, { status }) => {
    counts[status || "no answer"] = (counts[status || "no answer"] ?? 0) + 1;
    return counts;
  }, {});

  console.log(
    `load: ${stream.answers.length} answers ${JSON.stringify(statuses)}; incremental backup under load ${seconds(incrMs)}`,
  );
  console.log(
    `failure at ${clock(failedAt)} UTC (SIGKILL of the postmaster, data folder deleted), ${seconds(failedAt - start)} into the load`,
  );
  console.log(
    `repository: newest archived WAL ${held.archiveMax ?? "none"}; every commit answered before ` +
      `${cutoff ? clock(cutoff) : "—"} is in it (${cutoff ? seconds(failedAt - cutoff) : "?"} before the failure)`,
  );
  console.log(
    `answered 201 before that: ${mustHave.length}, missing after the restore: ${missing.length}` +
      `${missing.length ? ` (${missing.map((answer) => answer.id).join(", ")})` : ""}`,
  );
  console.log(
    `answered 201 after it, only on the lost disk: ${lostAfter.length} of ${before.length - mustHave.length} lost (within archive_timeout ${stack.archiveTimeout} s)`,
  );
  console.log(
    `recovery point: ${lastSurvivor ? seconds(failedAt - lastSurvivor) : "NONE SURVIVED"} ` +
      `(last 201 that survived at ${lastSurvivor ? clock(lastSurvivor) : "—"})`,
  );
  console.log(
    `recovery time: ${seconds(backAt - failedAt)} from the failure to the API answering 201 again ` +
      `(restore ${seconds(restored.restoreMs)}, WAL replay and start ${seconds(restored.recoveryMs)}, API start ${seconds(apiMs)})`,
  );
  console.log(`requests not answered 201, sent again with the same key: ${JSON.stringify(retried)}`);
  return cutoff !== undefined && missing.length === 0 && survivors.length > 0;
}

async function purgeUndone(stack: Stack): Promise<boolean> {
  const beforeMs = Number(flags["before-purge"]) * 1000;
  const api = await startStackApi(stack, stack.cluster.url);
  const stream = streamRequests(api.origin, Number(flags.connections));
  await sleep(10_000);
  await stream.stop();
  const run = `${stream.ledger.run}.%`;
  // The records stand for last month's requests: the purge below deletes what is older than a day.
  await query(
    stack.cluster.url,
    `UPDATE "consultation_request" SET "createdAt" = "createdAt" - interval '40 days' WHERE "email" LIKE $1`,
    [run],
  );
  const count = async (url: string) =>
    Number(
      (
        await query<{ n: string }>(
          url,
          `SELECT count(*) AS n FROM "consultation_request" WHERE "email" LIKE $1`,
          [run],
        )
      )[0]?.n,
    );
  const written = await count(stack.cluster.url);
  const readyAt = Date.now();
  await sleep(beforeMs + 5000);

  const purgedAt = Date.now();
  // Prisma gives up starting the purge's transaction after 2 s on a very busy machine (P2028): as
  // an operator would, the drill runs the command again.
  let purged = "";
  for (let attempt = 1; !purged; attempt++) {
    purged = await runNode(opsCli, ["purge", "--days", "1"], stack.cluster.url).catch((error: Error) => {
      if (attempt >= 5 || !error.message.includes("P2028")) throw error;
      console.log(`pnpm ops purge failed with P2028 (attempt ${attempt}): run again`);
      return "";
    });
  }
  const left = await count(stack.cluster.url);
  // The WAL holding the purge and the minute before it goes to the repository (check switches and waits).
  await pgbackrest(stack.archive, ["check"]);
  const target = new Date(purgedAt - beforeMs);
  await api.stop();
  await stopDebianCluster(stack.dataDir);

  const start = Date.now();
  const restored = await restoreStack(stack, join(stack.root, "to-time"), { kind: "time", time: target });
  const tookMs = Date.now() - start;
  const back = await count(restored.url);
  const listed = await runNode(opsCli, ["list", "--type", "consultation", "--limit", "5"], restored.url);
  console.log(
    `${written} consultation requests stored (then dated 40 days back) by ${clock(readyAt)} UTC; ` +
      `at ${clock(purgedAt)}: pnpm ops purge --days 1 → ${purged.trim()}; left: ${left}`,
  );
  console.log(
    `restored to ${target.toISOString()} (${seconds(beforeMs)} before the purge) into a new data folder in ` +
      `${seconds(tookMs)} (restore ${seconds(restored.restoreMs)}, WAL replay to the target and promotion ${seconds(restored.recoveryMs)})`,
  );
  console.log(
    `records back: ${back} of ${written}; pnpm ops list on the restored copy:\n${listed.trimEnd()}`,
  );
  return written > 0 && left === 0 && back === written;
}

const mode = flags.mode;
if (mode !== "latest" && mode !== "purge") {
  console.error(`--mode must be latest (a lost disk) or purge (a mistaken purge undone), not "${mode}"`);
  finish(2);
}
console.log(
  `point-in-time recovery drill (${mode}) ${new Date().toISOString()}: ${cpus().length} CPUs, load average ` +
    `${loadAverage()} at start, Node ${process.version}, Debian PostgreSQL 15, pgBackRest 2.45, ` +
    `archive_timeout ${flags["archive-timeout"]} s, ${flags.connections} clients`,
);
process.env.PGBACKREST_REPO1_CIPHER_PASS ||= `drill-${crypto.randomUUID()}`;
const stack = await startStack(Number(flags["archive-timeout"]));
console.log(
  `setup: stanza and first full backup in ${seconds(stack.fullBackupMs)} (repository ${stack.archive.repoPath})`,
);
let ok = false;
try {
  ok = await (mode === "latest" ? lostDisk(stack) : purgeUndone(stack));
} catch (error) {
  console.error(`pitr drill: ${(error as Error).message}`);
} finally {
  await stack.api?.stop();
  for (const dir of ["primary", "restored", "to-time"])
    await stopDebianCluster(join(stack.root, dir)).catch(() => {});
  if (!flags.keep) await rm(stack.root, { recursive: true, force: true });
}
const verdict =
  mode === "latest"
    ? "OK: nothing answered 201 before the last archived WAL is missing"
    : "OK: every purged record is back";
console.log(ok ? verdict : "FAILED");
finish(ok ? 0 : 1);
