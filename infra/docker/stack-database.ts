import { firstAnswer, type Ledger, query } from "../load/intake-ledger.ts";
import { address, container, podman, sleep } from "./podman.ts";

/**
 * The database of the compose stack as run-stack.ts and stack-faults.ts see it from the host:
 * Patroni's view of the cluster, from the REST API of whichever node answers (by its address on
 * the `database` network, which changes when a node's container starts again), and the loss of
 * the primary's container under load.
 */
export const nodes = ["postgres-a", "postgres-b"] as const;
export type Node = (typeof nodes)[number];
export type Member = { name: string; role: string; state: string; timeline?: number };

async function view(node: Node): Promise<Member[] | undefined> {
  const host = await address(node, "database").catch(() => "");
  if (!host || host === "<no value>") return undefined;
  const response = await fetch(`http://${host}:8008/cluster`, { signal: AbortSignal.timeout(2000) }).catch(
    () => undefined,
  );
  return response?.ok ? ((await response.json()) as { members: Member[] }).members : undefined;
}

/** The cluster's members as Patroni lists them, or [] when no node answers. */
export async function members(): Promise<Member[]> {
  for (const node of nodes) {
    const list = await view(node);
    if (list) return list;
  }
  return [];
}

const running = (list: Member[], role: string) =>
  list.find((member) => member.role === role && member.state === "running")?.name as Node | undefined;

/** The primary, once there is one running. */
export const primary = async () => running(await members(), "leader");

/** Whether the cluster is whole: a primary running, with its synchronous standby streaming. */
export async function whole(): Promise<{ primary: Node; standby: Node } | undefined> {
  const list = await members();
  const [leader, standby] = [running(list, "leader"), running(list, "sync_standby")];
  return leader && standby ? { primary: leader, standby } : undefined;
}

/** Polls `probe` every half second until it gives a value; the value and when it came. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<{ value: T; at: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return { value, at: Date.now() };
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export type Failover = {
  lost: Node;
  standby: Node;
  killedAt: number;
  promotedAt: number;
  rejoinedAt: number;
};

/**
 * The primary's container is killed (SIGKILL to every process in it) and stays down, as a lost
 * machine does: `podman kill` counts as a stop by the user, so the restart policy leaves it. Once
 * Patroni has promoted the standby and `comeBack` resolves, the container starts again, with its
 * volume, and must become the synchronous standby.
 */
export async function losePrimary(
  print: (line: string) => void,
  clock: () => string,
  comeBack: () => Promise<void>,
): Promise<Failover> {
  const { value: before } = await until("a primary with its synchronous standby", whole, 60_000);
  const killedAt = Date.now();
  await podman("kill", "--signal", "KILL", container(before.primary));
  print(
    `  ${clock()}: ${before.primary}'s container (the primary) killed; ${before.standby} is its synchronous standby`,
  );
  const promoted = await until(
    `${before.standby} promoted`,
    async () => ((await primary()) === before.standby ? true : undefined),
    120_000,
  );
  print(
    `  ${clock()}: Patroni promoted ${before.standby}, ${seconds(promoted.at - killedAt)} after the kill`,
  );
  await comeBack();
  const startedAt = Date.now();
  await podman("start", container(before.primary));
  const rejoined = await until(
    `${before.primary} the synchronous standby again`,
    async () => ((await whole())?.standby === before.primary ? true : undefined),
    180_000,
  );
  print(
    `  ${clock()}: ${before.primary}'s container started again: the synchronous standby ${seconds(rejoined.at - startedAt)} later`,
  );
  return {
    lost: before.primary,
    standby: before.standby,
    killedAt,
    promotedAt: promoted.at,
    rejoinedAt: rejoined.at,
  };
}

/**
 * How long writes were refused (from the first answer other than 201 after the kill to the next
 * 201), how many were taken by the new primary alone (not strict: writes go on with one node),
 * and whether it archives: its archiver (a standby's archives nothing) pushed a file after the
 * kill and has not failed since, and `pgbackrest check` in its container (a WAL switch on the new
 * timeline, waited for in the repository) passes.
 */
export async function checkFailover(
  ledger: Ledger,
  failover: Failover,
  databaseUrl: string,
  print: (line: string) => void,
): Promise<boolean> {
  const refusedFrom = firstAnswer(ledger, failover.killedAt, (status) => status !== 201);
  const backAt = firstAnswer(ledger, refusedFrom ?? failover.killedAt, (status) => status === 201);
  const [archiver] = await query<{ wal: string | null; since: boolean; failing: boolean }>(
    databaseUrl,
    `SELECT last_archived_wal AS wal, coalesce(last_archived_time > $1, false) AS since,
       coalesce(last_failed_time > last_archived_time, last_failed_time IS NOT NULL) AS failing
     FROM pg_stat_archiver`,
    [new Date(failover.killedAt)],
  );
  const before = ledger.answers.filter((answer) => answer.status === 201 && answer.time <= failover.killedAt);
  const check = await podman(
    "exec",
    container(failover.standby),
    "bash",
    "-c",
    'PGBACKREST_REPO1_CIPHER_PASS="$(cat /run/secrets/pgbackrest_cipher_pass)" pgbackrest --stanza=firm check',
  ).then(
    () => "passes",
    (error: Error) => `fails: ${error.message.split("\n").slice(-3).join(" ")}`,
  );
  const archiving = Boolean(archiver?.since && !archiver.failing && check === "passes");
  const alone = ledger.answers.filter(
    (answer) =>
      answer.status === 201 && answer.time > failover.promotedAt && answer.time < failover.rejoinedAt,
  );
  const answering = backAt !== undefined;
  print(
    `failover: ${before.length} requests answered 201 before the kill (the rows' check covers them); writes refused for ${refusedFrom && backAt ? seconds(backAt - refusedFrom) : "—"}, ` +
      `201 again ${backAt ? seconds(backAt - failover.killedAt) : "NEVER"} after the kill; ` +
      `promoted after ${seconds(failover.promotedAt - failover.killedAt)}, ${failover.lost} the synchronous standby again ` +
      `${seconds(failover.rejoinedAt - failover.killedAt)} after it; ${alone.length} answered 201 by ${failover.standby} ` +
      `alone in between: ${answering ? "OK" : "FAILED"}`,
  );
  print(
    `archiving from the new primary ${failover.standby}: last archived ${archiver?.wal ?? "nothing"}, ` +
      `${archiver?.since ? "after the kill" : "before the kill"}, ${archiver?.failing ? "failing" : "not failing"}; ` +
      `pgbackrest check ${check}: ${archiving ? "OK" : "FAILED"}`,
  );
  return answering && archiving;
}
