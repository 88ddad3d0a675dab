import { dirname, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startDebianCluster } from "../postgres/debian-cluster.ts";
import { type HaCluster, runInForeground, startHaCluster } from "../postgres/ha-cluster.ts";
import { type ClusterLayout, nodeSocketDir, savedLayout } from "../postgres/ha-settings.ts";
import { type JobKind, jobKinds, record, runDue, runJob } from "./jobs.ts";
import { withClient } from "./pg-tools.ts";
import {
  type Archive,
  archivePushCommand,
  archiveSettings,
  prepareArchive,
  repoInfo,
  setUpStanza,
} from "./pgbackrest.ts";

/**
 * Production's continuous archiving on one machine (infra/production/start.sh), from the settings
 * documented in infra/README.md:
 *   run <dir> <port> <database>         the database cluster (infra/postgres/ha-cluster.ts: a primary,
 *                                       its synchronous standby, etcd, HAProxy on <port>) archiving
 *                                       from whichever node is the primary; the stanza and a first full
 *                                       backup when there is none; prints DATABASE_URL, then runs
 *                                       until SIGTERM or SIGINT
 *   start <dataDir> <port> <database>   one server archiving, the same way (no standby); prints
 *                                       DATABASE_URL and leaves the server running
 *   schedule <dataDir> <port>           runs the due backup jobs now and every BACKUP_TICK_SECONDS
 *   due|full|incr|check|verify <dataDir> <port>   one round of due jobs, or one job (systemd, cron, by hand)
 *   info <dataDir> <port>               the repository's backups and newest archived WAL
 * The other commands take a cluster's folder as well as one server's data folder. Every command but
 * `run`, `start` and `info` needs DATABASE_URL (the jobs are recorded in backup.event).
 */
const usage =
  "usage: node infra/backup/archiving.ts run|start|schedule|due|full|incr|check|verify|info <dataDir or cluster dir> <port> [database]";

function options(dataDir: string, port: number, layout?: ClusterLayout) {
  const env = process.env;
  const settings = {
    stateDir: env.PGBACKREST_STATE_DIR || resolve(dirname(resolve(dataDir)), "pgbackrest"),
    repoPath: env.PGBACKREST_REPO_PATH || "/var/lib/pgbackrest",
    retentionFull: Number(env.PGBACKREST_RETENTION_FULL || 2),
  };
  if (!layout) return { dataDir, port, ...settings };
  // A cluster: every node, pg1 first; pgBackRest backs up from whichever is the primary.
  const [first, ...others] = layout.nodes.map((node) => ({
    dataDir: node.dataDir,
    port: node.pgPort,
    socketDir: nodeSocketDir(node),
  }));
  if (!first) throw new Error(`${layout.dir} has no nodes`);
  return {
    ...first,
    others,
    ...settings,
    stateDir: env.PGBACKREST_STATE_DIR || resolve(layout.dir, "pgbackrest"),
  };
}

/** The stanza and a first full backup when the repository has none, recorded in backup.event. */
async function setUp(archive: Archive, url: string) {
  const startedAt = new Date();
  const { fullBackup } = await setUpStanza(archive);
  if (fullBackup) {
    await record(url, "full", true, startedAt, `${fullBackup.label} (first full backup, at setup)`);
    log(`backup full: first full backup ${fullBackup.label} in ${archive.repoPath}`);
  }
}

/** The cluster archiving from whichever node is the primary, in the foreground. */
async function runCluster(dir: string, port: number, database: string) {
  let archive: Archive | undefined;
  await runInForeground(
    () =>
      startHaCluster({
        dir,
        port,
        database,
        restart: true,
        archive: {
          mode: "on",
          timeoutSeconds: archiveTimeout(),
          prepare: async (layout) => {
            archive = await prepareArchive(options(dir, port, layout));
          },
          command: (node) => (archive ? archivePushCommand(archive, node.dataDir) : ""),
        },
      }),
    async (cluster: HaCluster) => {
      if (archive) await setUp(archive, cluster.url);
    },
  );
}

const archiveTimeout = () => Number(process.env.ARCHIVE_TIMEOUT || 60);
const log = (line: string) => console.error(`${new Date().toISOString()} ${line}`);

async function start(archive: Archive, dataDir: string, port: number, database: string) {
  const cluster = await startDebianCluster({
    dataDir,
    port,
    database,
    settings: archiveSettings(archive, archiveTimeout()),
  });
  // A restored data folder replays its WAL first: the stanza needs the promoted primary.
  while (
    await withClient(
      cluster.url,
      async (client) => (await client.query("SELECT pg_is_in_recovery() AS r")).rows[0]?.r,
    )
  ) {
    await sleep(500);
  }
  await setUp(archive, cluster.url);
  console.log(cluster.url);
}

async function schedule(archive: Archive, databaseUrl: string) {
  const tickMs = Number(process.env.BACKUP_TICK_SECONDS || 300) * 1000;
  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.once("SIGTERM", stop).once("SIGINT", stop);
  log(`backup scheduler: due jobs every ${tickMs / 1000} s (repository ${archive.repoPath})`);
  while (!stopping) {
    await runDue(archive, databaseUrl, log).catch((error: Error) =>
      log(`backup scheduler: ${error.message}`),
    );
    for (let waited = 0; waited < tickMs && !stopping; waited += 1000) await sleep(1000);
  }
}

async function main([command = "", dataDir, port, database]: string[]): Promise<number> {
  if (!dataDir || !port || !/^\d+$/.test(port)) {
    console.error(usage);
    return 2;
  }
  if (command === "run") {
    await runCluster(dataDir, Number(port), database ?? "firm");
    return 0;
  }
  const layout = await savedLayout(resolve(dataDir), Number(port));
  const archive = await prepareArchive(options(dataDir, Number(port), layout));
  if (command === "start") {
    await start(archive, dataDir, Number(port), database ?? "firm");
    return 0;
  }
  if (command === "info") {
    console.log(JSON.stringify(await repoInfo(archive), null, 2));
    return 0;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(`DATABASE_URL is not set: the jobs are recorded in its backup.event table.\n${usage}`);
    return 2;
  }
  if (command === "schedule") await schedule(archive, databaseUrl);
  else if (command === "due") return (await runDue(archive, databaseUrl, log)) ? 0 : 1;
  else if ((jobKinds as readonly string[]).includes(command)) {
    log(`backup ${command}: ok ${await runJob(command as JobKind, archive, databaseUrl)}`);
  } else {
    console.error(usage);
    return 2;
  }
  return 0;
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: Error) => {
    console.error(`archiving: ${error.message}`);
    return 1;
  });
}
