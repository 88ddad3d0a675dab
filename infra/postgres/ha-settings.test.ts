import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  type ArchiveSetting,
  clusterLayout,
  etcdConfig,
  haproxyConfig,
  noArchive,
  patroniConfig,
} from "./ha-settings.ts";

/** The rendered settings of the database cluster (decision 0115), read back as the programs read them. */
const layout = clusterLayout("/srv/firm/database", 54330, {
  etcd: [
    { clientPort: 2379, peerPort: 2380 },
    { clientPort: 2381, peerPort: 2382 },
    { clientPort: 2383, peerPort: 2384 },
  ],
  nodes: [
    { pgPort: 5433, restPort: 8008 },
    { pgPort: 5434, restPort: 8009 },
  ],
});
const [nodeA, nodeB] = layout.nodes as [(typeof layout.nodes)[0], (typeof layout.nodes)[0]];
const archiving: ArchiveSetting = {
  mode: "on",
  timeoutSeconds: 60,
  command: (node) => `pgbackrest --stanza=firm --pg1-path=${node.dataDir} archive-push %p`,
};

type Patroni = {
  name: string;
  etcd3: { hosts: string };
  restapi: { listen: string; connect_address: string };
  bootstrap: {
    post_bootstrap: string;
    dcs: {
      ttl: number;
      loop_wait: number;
      retry_timeout: number;
      synchronous_mode: boolean;
      synchronous_mode_strict: boolean;
      postgresql: { use_pg_rewind: boolean; parameters: Record<string, string | number> };
    };
  };
  postgresql: {
    data_dir: string;
    listen: string;
    connect_address: string;
    parameters: Record<string, string>;
  };
};

describe("the database cluster's settings", () => {
  it("make a commit wait for the synchronous standby, go on with one node, rewind an old primary", async () => {
    const config = parse(await patroniConfig(layout, nodeA, archiving)) as Patroni;
    const { dcs } = config.bootstrap;
    expect(dcs.synchronous_mode).toBe(true);
    expect(dcs.synchronous_mode_strict).toBe(false);
    expect(dcs.postgresql.parameters.synchronous_commit).toBe("on");
    expect(dcs.postgresql.parameters["firm.synchronous_standbys"]).toBe(1);
    expect(dcs.postgresql.use_pg_rewind).toBe(true);
    // Patroni's rule: the leader key outlives a loop and two retries.
    expect(dcs.ttl).toBeGreaterThanOrEqual(dcs.loop_wait + 2 * dcs.retry_timeout);
    expect(config.etcd3.hosts).toBe("127.0.0.1:2379,127.0.0.1:2381,127.0.0.1:2383");
  });

  it("give each node its own folder, address and archive command", async () => {
    const [a, b] = [
      parse(await patroniConfig(layout, nodeA, archiving)) as Patroni,
      parse(await patroniConfig(layout, nodeB, archiving)) as Patroni,
    ];
    expect([a.name, b.name]).toEqual(["node-a", "node-b"]);
    expect(b.postgresql.data_dir).toBe("/srv/firm/database/node-b");
    expect(b.postgresql.listen).toBe("127.0.0.1:5434");
    // On one host a node listens where the others reach it (the containers listen on every interface).
    expect(b.postgresql.connect_address).toBe(b.postgresql.listen);
    expect(b.restapi).toEqual({ listen: "127.0.0.1:8009", connect_address: "127.0.0.1:8009" });
    // Empty: Patroni runs no script; ha-cluster.ts makes the database through HAProxy.
    expect(b.bootstrap.post_bootstrap).toBe("");
    expect(b.postgresql.parameters.archive_command).toBe(
      "pgbackrest --stanza=firm --pg1-path=/srv/firm/database/node-b archive-push %p",
    );
    expect(a.bootstrap.dcs.postgresql.parameters.archive_mode).toBe("on");
    const off = parse(await patroniConfig(layout, nodeA, noArchive)) as Patroni;
    expect(off.bootstrap.dcs.postgresql.parameters.archive_mode).toBe("off");
  });

  it("refuse a value that would end its quotes", async () => {
    const bad = { ...archiving, command: () => 'archive "%p"' };
    await expect(patroniConfig(layout, nodeA, bad)).rejects.toThrow(
      /ARCHIVE_COMMAND may not hold a double quote/,
    );
  });

  it("name the three etcd members to each other", async () => {
    const second = layout.etcd[1];
    if (!second) throw new Error("three members");
    const member = parse(await etcdConfig(layout, second)) as Record<string, string>;
    expect(member.name).toBe("etcd-2");
    expect(member["listen-client-urls"]).toBe("http://127.0.0.1:2381");
    expect(member["advertise-client-urls"]).toBe("http://127.0.0.1:2381");
    expect(member["listen-peer-urls"]).toBe(member["initial-advertise-peer-urls"]);
    expect(member["initial-cluster"]).toBe(
      "etcd-1=http://127.0.0.1:2380,etcd-2=http://127.0.0.1:2382,etcd-3=http://127.0.0.1:2384",
    );
    expect(member["enable-grpc-gateway"]).toBe(true);
  });

  it("send HAProxy's connections to the node whose Patroni says it is the primary", async () => {
    const text = await haproxyConfig(layout, true);
    expect(text).toContain("bind 127.0.0.1:54330");
    expect(text).toContain("option httpchk OPTIONS /primary");
    expect(text).toContain("on-marked-down shutdown-sessions");
    expect(text).toContain("server node-a 127.0.0.1:5433 check port 8008");
    expect(text).toContain("server node-b 127.0.0.1:5434 check port 8009");
    expect(text).toContain("user haproxy");
    expect(await haproxyConfig(layout, false)).not.toContain("user haproxy");
    // Addresses, not names: no resolvers section.
    expect(text).not.toMatch(/^resolvers /m);
  });
});
