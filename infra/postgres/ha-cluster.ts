import { randomBytes } from "node:crypto";
import { access, chown, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import { join, resolve } from "node:path";
import { freePort } from "@firm/testkit/ports";
import pg from "pg";
import { type Child, logTail, startChild, until } from "./child-process.ts";
import { ensureDatabase, makeReachable, postgresIds, stopDebianCluster } from "./debian-cluster.ts";
import {
  type ArchiveSetting,
  type ClusterPorts,
  clusterLayout,
  etcdConfig,
  haproxyConfig,
  haproxySocket,
  type NodeLayout,
  type NodeName,
  noArchive,
  nodeNames,
  patroniConfig,
} from "./ha-settings.ts";

/**
 * The database on one machine as it runs on three (decision 0115): a three-member etcd, two
 * PostgreSQL 15 nodes managed by Patroni (a primary and its synchronous standby) and HAProxy in
 * front, sending connections to whichever node is the primary. As root, etcd and Patroni run as
 * the `postgres` user and HAProxy drops to `haproxy`. The folder keeps the ports it was first
 * given (etcd's members know each other by them) and the replication passwords.
 */
export type Member = { name: string; role: string; state: string; timeline?: number; lag?: number | string };

export type HaOptions = {
  dir: string;
  /** HAProxy's port: the address the API, the outbox and migrations use. */
  port: number;
  /** Created when missing. */
  database?: string;
  archive?: ArchiveSetting;
  /** The `postgres` superuser's password, in the URL (default `postgres`: loopback only). */
  superuserPassword?: string;
  /** Starts a process that died again 2 s later, as systemd would; off for the drills, which kill on purpose. */
  restart?: boolean;
  readyTimeoutMs?: number;
};

export type HaCluster = Awaited<ReturnType<typeof startHaCluster>>;

const isRoot = process.getuid?.() === 0;
const json = async <T>(url: string): Promise<T> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return (await response.json()) as T;
};

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The folder's ports: kept from its first start, or chosen free now. */
async function loadPorts(dir: string): Promise<ClusterPorts> {
  const file = join(dir, "ports.json");
  if (await exists(file)) return JSON.parse(await readFile(file, "utf8")) as ClusterPorts;
  const pair = async <A extends string, B extends string>(a: A, b: B) =>
    ({ [a]: await freePort(), [b]: await freePort() }) as Record<A | B, number>;
  const ports: ClusterPorts = {
    etcd: [
      await pair("clientPort", "peerPort"),
      await pair("clientPort", "peerPort"),
      await pair("clientPort", "peerPort"),
    ],
    nodes: [await pair("pgPort", "restPort"), await pair("pgPort", "restPort")],
  };
  await writeFile(file, `${JSON.stringify(ports, null, 2)}\n`);
  return ports;
}

/** The replication and pg_rewind users' passwords, made once (owner-only file). */
async function loadSecrets(dir: string): Promise<{ replication: string; rewind: string }> {
  const file = join(dir, "secrets.json");
  if (await exists(file)) return JSON.parse(await readFile(file, "utf8"));
  const secret = () => randomBytes(24).toString("base64url");
  const secrets = { replication: secret(), rewind: secret() };
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

async function ownedDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o700 });
  if (isRoot) {
    const { uid, gid } = await postgresIds();
    await chown(path, uid, gid);
  }
}

/** Starts the cluster (making it on first use) and waits until the primary has a synchronous standby. */
export async function startHaCluster(options: HaOptions, attempt = 1) {
  const dir = resolve(options.dir);
  await makeReachable(dir);
  const fresh = !(await exists(join(dir, "ports.json")));
  const layout = clusterLayout(dir, options.port, await loadPorts(dir));
  const secrets = await loadSecrets(dir);
  const user = isRoot ? await postgresIds() : undefined;
  const password = options.superuserPassword ?? "postgres";
  const archive = options.archive ?? noArchive;
  const children = new Map<string, Child>();
  /** Nodes killed on purpose: not started again until startNode. */
  const down = new Set<NodeName>();
  let stopping = false;

  const supervise = (name: string, start: () => Promise<Child>) => {
    const launch = async () => {
      const child = await start();
      children.set(name, child);
      child.exited.then(async (how) => {
        if (stopping || !options.restart || down.has(name as NodeName)) return;
        console.error(`[database] ${name} exited (${how}); starting it again in 2 s`);
        await new Promise((wake) => setTimeout(wake, 2000));
        if (!stopping && !down.has(name as NodeName)) await launch();
      });
    };
    return launch();
  };

  const startEtcd = async () => {
    for (const member of layout.etcd) {
      const config = join(dir, `${member.name}.yml`);
      await writeFile(config, await etcdConfig(layout, member));
      await supervise(member.name, async () =>
        startChild({
          name: member.name,
          command: "etcd",
          args: ["--config-file", config],
          logFile: join(dir, `${member.name}.log`),
          user,
        }),
      );
    }
  };

  const startNode = async (node: NodeLayout) => {
    down.delete(node.name);
    await ownedDir(node.runDir);
    const config = join(node.runDir, "patroni.yml");
    await writeFile(config, await patroniConfig(layout, node, archive));
    await supervise(node.name, async () =>
      startChild({
        name: node.name,
        command: "/usr/bin/patroni",
        args: [config],
        logFile: join(dir, `${node.name}.log`),
        user,
        env: {
          HOME: node.runDir,
          PATRONI_SUPERUSER_PASSWORD: password,
          PATRONI_REPLICATION_PASSWORD: secrets.replication,
          PATRONI_REWIND_PASSWORD: secrets.rewind,
        },
      }),
    );
  };

  const startHaproxy = async () => {
    const config = join(dir, "haproxy.cfg");
    await writeFile(config, await haproxyConfig(layout, isRoot));
    await supervise("haproxy", async () =>
      startChild({
        name: "haproxy",
        command: "/usr/sbin/haproxy",
        args: ["-db", "-f", config],
        logFile: join(dir, "haproxy.log"),
      }),
    );
  };

  /** Patroni's view of the cluster, from the first node that answers. */
  const members = async (): Promise<Member[]> => {
    for (const node of layout.nodes) {
      const view = await json<{ members: Member[] }>(`http://127.0.0.1:${node.restPort}/cluster`).catch(
        () => undefined,
      );
      if (view) return view.members;
    }
    throw new Error("no Patroni answers");
  };
  const healthy = async () => {
    const list = await members();
    const running = (role: string) =>
      list.some((member) => member.role === role && member.state === "running");
    return running("leader") && (layout.nodes.length < 2 || running("sync_standby"));
  };
  const logs = async () =>
    (
      await Promise.all(
        [...children.values()].map(async (child) => `${child.name}: ${await logTail(child.logFile, 4)}`),
      )
    ).join("\n");

  const serverUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${layout.port}`;
  const database = options.database ?? "postgres";
  const url = `${serverUrl}/${encodeURIComponent(database)}`;

  const nodeOf = (name: string) => {
    const node = layout.nodes.find((entry) => entry.name === name);
    if (!node) throw new Error(`no node ${name}`);
    return node;
  };
  /** The PID of a node's postmaster, from its data folder, if it runs. */
  const postmasterPid = async (node: NodeLayout) =>
    Number((await readFile(join(node.dataDir, "postmaster.pid"), "utf8").catch(() => "")).split("\n")[0]) ||
    undefined;

  const stop = async () => {
    stopping = true;
    await children.get("haproxy")?.stop();
    // Standbys first: a leader stopping first would hand its lock to a standby about to stop too.
    const leader = (await members().catch(() => [])).find((member) => member.role === "leader")?.name;
    const order = [...layout.nodes].sort((a, b) => Number(a.name === leader) - Number(b.name === leader));
    for (const node of order) {
      const child = children.get(node.name);
      const timer = setTimeout(() => child?.stop("SIGKILL"), 90_000);
      await child?.stop();
      clearTimeout(timer);
      await stopDebianCluster(node.dataDir).catch(() => {});
    }
    for (const member of layout.etcd) await children.get(member.name)?.stop();
  };

  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  try {
    await startEtcd();
    const etcdHealthy = async () => {
      const answers = await Promise.all(
        layout.etcd.map((member) => json<{ health: string }>(`http://127.0.0.1:${member.clientPort}/health`)),
      );
      return answers.every((answer) => answer.health === "true");
    };
    await until("etcd's three members healthy", etcdHealthy, readyTimeoutMs, logs);
    await archive.prepare?.(layout);
    for (const node of layout.nodes) await startNode(node);
    await until("a primary with a synchronous standby", healthy, readyTimeoutMs, logs);
    await startHaproxy();
    const onlyLeader = async () => {
      const leader = (await members()).find((member) => member.role === "leader")?.name;
      const up = await serversUp(haproxySocket(layout));
      return up.length === 1 && up[0] === leader && isPrimary(`${serverUrl}/postgres`);
    };
    await until("HAProxy sending connections to the primary only", onlyLeader, readyTimeoutMs, logs);
    if (options.database) await ensureDatabase(`${serverUrl}/postgres`, options.database);
  } catch (error) {
    await stop();
    const clash = /address already in use/i.test((error as Error).message);
    if (fresh && clash && attempt < 3) {
      // A port chosen free was taken before its server bound it: choose again, once more.
      for (const name of ["ports.json", ...nodeNames, ...layout.etcd.map((member) => member.name)])
        await rm(join(dir, name), { recursive: true, force: true });
      return startHaCluster(options, attempt + 1);
    }
    throw error;
  }

  return {
    url,
    layout,
    members,
    healthy,
    /** The node's machine dies: Patroni and PostgreSQL are SIGKILLed (the disk is the caller's to take). */
    killNode: async (name: NodeName) => {
      const node = nodeOf(name);
      down.add(name);
      await children.get(name)?.stop("SIGKILL");
      const pid = await postmasterPid(node);
      if (pid) process.kill(pid, "SIGKILL");
    },
    /** The node's machine is back (or replaced): Patroni starts, and rejoins or clones the primary. */
    startNode: (name: NodeName) => startNode(nodeOf(name)),
    /** The PIDs of every process of the cluster (for memory), by part. */
    pids: async () => {
      const list: { name: string; pid: number }[] = [];
      for (const [name, child] of children) if (child.running()) list.push({ name, pid: child.pid });
      for (const node of layout.nodes) {
        const pid = await postmasterPid(node);
        if (pid) list.push({ name: `${node.name} postgres`, pid });
      }
      return list;
    },
    stop,
  };
}

/** The server behind the URL accepts writes. */
export async function isPrimary(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on("error", () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ recovering: boolean }>("SELECT pg_is_in_recovery() AS recovering");
    return rows[0]?.recovering === false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The servers HAProxy holds up, from its state socket (`show stat`). */
export function serversUp(socket: string): Promise<string[]> {
  return new Promise((resolveUp, reject) => {
    let text = "";
    const connection = createConnection(socket, () => connection.end("show stat\n"));
    connection.setTimeout(2000, () => connection.destroy(new Error("HAProxy's state socket did not answer")));
    connection.on("data", (chunk) => {
      text += chunk;
    });
    connection.on("error", reject).on("close", () => {
      const [header = "", ...rows] = text.trim().split("\n");
      const columns = header.replace(/^# /, "").split(",");
      const [proxy, server, status] = ["pxname", "svname", "status"].map((name) => columns.indexOf(name));
      const cells = rows.map((row) => row.split(","));
      resolveUp(
        cells
          .filter((row) => row[proxy ?? 0] === "postgres-primary" && row[status ?? 0]?.startsWith("UP"))
          .map((row) => row[server ?? 0] ?? "")
          .filter((name) => name !== "FRONTEND" && name !== "BACKEND"),
      );
    });
  });
}

/** Runs a cluster in the foreground: prints its URL, then stops it on SIGTERM or SIGINT. */
export async function runInForeground(
  start: () => Promise<HaCluster>,
  afterStart?: (cluster: HaCluster) => Promise<void>,
) {
  const cluster = await start();
  const stopped = new Promise<void>((resolveStop) => {
    // Once: a second signal (start.sh's, after the one its whole group got) must not end the
    // process mid-stop, leaving the cluster's processes behind.
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void cluster.stop().then(() => resolveStop());
    };
    process.on("SIGTERM", stop).on("SIGINT", stop);
  });
  await afterStart?.(cluster);
  console.log(cluster.url);
  await stopped;
}

const usage = "usage: node infra/postgres/ha-cluster.ts run <dir> <port> [database]";

if (import.meta.main) {
  const [command, dir, port, database] = process.argv.slice(2);
  if (command !== "run" || !dir || !port || !/^\d+$/.test(port)) {
    console.error(usage);
    process.exit(2);
  }
  await runInForeground(() => startHaCluster({ dir, port: Number(port), database, restart: true })).catch(
    (error: Error) => {
      console.error(`ha-cluster: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
