import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { render } from "../backup/pgbackrest.ts";
import { socketDirectory } from "./debian-cluster.ts";

/**
 * The settings of the database cluster on one machine (decision 0115): where each part lives and
 * listens, and the three settings files (patroni.yml, etcd.yml, haproxy.cfg) rendered for it.
 * Pure: nothing here starts a process (ha-cluster.ts does).
 */
export const nodeNames = ["node-a", "node-b"] as const;
export type NodeName = (typeof nodeNames)[number];

export type NodeLayout = {
  name: NodeName;
  /** PostgreSQL's data folder: what a lost disk takes away. */
  dataDir: string;
  /** Patroni's settings file, its password file and the server's socket, kept apart from the data. */
  runDir: string;
  pgPort: number;
  restPort: number;
};

export type EtcdLayout = { name: string; dataDir: string; clientPort: number; peerPort: number };

export type ClusterLayout = {
  dir: string;
  /** HAProxy: the one address of the primary. */
  port: number;
  etcd: EtcdLayout[];
  nodes: NodeLayout[];
};

/** The ports a cluster folder keeps across restarts (etcd's members know each other's). */
export type ClusterPorts = {
  etcd: { clientPort: number; peerPort: number }[];
  nodes: { pgPort: number; restPort: number }[];
};

export const binDir = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";
const here = (name: string) => new URL(`./${name}`, import.meta.url);

export function clusterLayout(dir: string, port: number, ports: ClusterPorts): ClusterLayout {
  return {
    dir,
    port,
    etcd: ports.etcd.map((member, index) => ({
      name: `etcd-${index + 1}`,
      dataDir: join(dir, `etcd-${index + 1}`),
      ...member,
    })),
    nodes: ports.nodes.map((node, index) => {
      const name = nodeNames[index];
      if (!name) throw new Error(`at most ${nodeNames.length} nodes`);
      return { name, dataDir: join(dir, name), runDir: join(dir, `${name}.run`), ...node };
    }),
  };
}

/** The layout of a cluster folder made before (its ports.json), or undefined for any other folder. */
export async function savedLayout(dir: string, port: number): Promise<ClusterLayout | undefined> {
  const text = await readFile(join(dir, "ports.json"), "utf8").catch(() => undefined);
  return text === undefined ? undefined : clusterLayout(dir, port, JSON.parse(text) as ClusterPorts);
}

/** Where a node's server puts its socket: its run folder, or /tmp when that path is too long. */
export const nodeSocketDir = (node: NodeLayout) => socketDirectory(node.runDir, node.pgPort);

const etcdHosts = (layout: ClusterLayout) =>
  layout.etcd.map((member) => `127.0.0.1:${member.clientPort}`).join(",");

/** Values go between double quotes in the YAML files: refuse the two characters that would end them. */
function quotable(values: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(values)) {
    if (/["\\\n]/.test(value)) throw new Error(`${name} may not hold a double quote, backslash or newline`);
  }
  return values;
}

/** How the nodes archive their WAL: `prepare` runs once the layout is known, before any node starts. */
export type ArchiveSetting = {
  mode: "on" | "off";
  timeoutSeconds: number;
  command: (node: NodeLayout) => string;
  prepare?: (layout: ClusterLayout) => Promise<void>;
};

export const noArchive: ArchiveSetting = { mode: "off", timeoutSeconds: 0, command: () => "" };

export async function patroniConfig(
  layout: ClusterLayout,
  node: NodeLayout,
  archive: ArchiveSetting,
): Promise<string> {
  return render(
    await readFile(here("patroni.yml"), "utf8"),
    quotable({
      PATRONI_NAME: node.name,
      PATRONI_RESTAPI: `127.0.0.1:${node.restPort}`,
      PATRONI_RESTAPI_LISTEN: `127.0.0.1:${node.restPort}`,
      ETCD_HOSTS: etcdHosts(layout),
      ARCHIVE_MODE: archive.mode,
      ARCHIVE_TIMEOUT: String(archive.timeoutSeconds),
      PG_ADDRESS: `127.0.0.1:${node.pgPort}`,
      PG_LISTEN: `127.0.0.1:${node.pgPort}`,
      PGDATA: node.dataDir,
      PG_BIN_DIR: binDir,
      PATRONI_PGPASS: join(node.runDir, "pgpass"),
      PG_SOCKET_DIR: nodeSocketDir(node),
      ARCHIVE_COMMAND: archive.command(node),
      PG_CLIENTS: "127.0.0.1/32",
      // The database is made through HAProxy once the cluster runs (ha-cluster.ts).
      POST_BOOTSTRAP: "",
    }),
  );
}

export async function etcdConfig(layout: ClusterLayout, member: EtcdLayout): Promise<string> {
  const peer = (entry: EtcdLayout) => `http://127.0.0.1:${entry.peerPort}`;
  return render(
    await readFile(here("etcd.yml"), "utf8"),
    quotable({
      ETCD_NAME: member.name,
      ETCD_DATA_DIR: member.dataDir,
      ETCD_CLIENT_URL: `http://127.0.0.1:${member.clientPort}`,
      ETCD_LISTEN_CLIENT_URL: `http://127.0.0.1:${member.clientPort}`,
      ETCD_PEER_URL: peer(member),
      ETCD_LISTEN_PEER_URL: peer(member),
      ETCD_INITIAL_CLUSTER: layout.etcd.map((entry) => `${entry.name}=${peer(entry)}`).join(","),
    }),
  );
}

export const haproxySocket = (layout: ClusterLayout) => join(layout.dir, "haproxy.sock");

/** HAProxy's settings; as root it drops to Debian's `haproxy` user once its port is bound. */
export async function haproxyConfig(layout: ClusterLayout, asRoot: boolean): Promise<string> {
  return render(await readFile(here("haproxy.cfg"), "utf8"), {
    HAPROXY_GLOBAL: asRoot ? "  user haproxy\n  group haproxy" : "",
    HAPROXY_BIND: `127.0.0.1:${layout.port}`,
    HAPROXY_SOCKET: haproxySocket(layout),
    HAPROXY_SERVERS: layout.nodes
      .map((node) => `  server ${node.name} 127.0.0.1:${node.pgPort} check port ${node.restPort}`)
      .join("\n"),
    // The nodes are addresses, not names: nothing to look up.
    HAPROXY_RESOLVERS: "",
  });
}
