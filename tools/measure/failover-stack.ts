import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Archive, archivePushCommand, prepareArchive, setUpStanza } from "@firm/infra/backup/pgbackrest";
import { type HaCluster, startHaCluster } from "@firm/infra/postgres/ha-cluster";
import { nodeSocketDir } from "@firm/infra/postgres/ha-settings";
import { freePort } from "@firm/testkit/ports";
import { startSmtp } from "@firm/testkit/smtp";
import { type ApiProcess, migrate, startApi } from "./api-process.ts";

/**
 * The drills' database as `pnpm prod` runs it, in a throw-away folder: a primary
 * and its synchronous standby under Patroni, three etcd members, HAProxy in front, WAL archived
 * into an encrypted pgBackRest repository from whichever node is the primary; the API in its own
 * process through HAProxy, with its outbox sending to a real SMTP server kept in this process.
 */
export type FailoverStack = Awaited<ReturnType<typeof startFailoverStack>>;

type StackOptions = {
  /** Seconds before a partly filled WAL segment is archived (production: 60). */
  archiveTimeout?: number;
  /** Off: no repository, no archive_command (the cost measurement compares commits alone). */
  archiving?: boolean;
  /** Overrides of the API's environment. */
  apiEnv?: Record<string, string>;
};

export async function startFailoverStack({
  archiveTimeout = 60,
  archiving = true,
  apiEnv = {},
}: StackOptions = {}) {
  const root = await mkdtemp(join(tmpdir(), "firm-failover-"));
  await chmod(root, 0o711); // the postgres user reaches its folders in it
  process.env.PGBACKREST_REPO1_CIPHER_PASS ||= `drill-${crypto.randomUUID()}`;
  let archive: Archive | undefined;
  const dir = join(root, "database");
  const cluster: HaCluster = await startHaCluster({
    dir,
    port: await freePort(),
    database: "firm",
    archive: archiving
      ? {
          mode: "on",
          timeoutSeconds: archiveTimeout,
          prepare: async (layout) => {
            const [first, ...others] = layout.nodes.map((node) => ({
              dataDir: node.dataDir,
              port: node.pgPort,
              socketDir: nodeSocketDir(node),
            }));
            if (!first) throw new Error("no nodes");
            archive = await prepareArchive({
              ...first,
              others,
              stateDir: join(root, "pgbackrest"),
              repoPath: join(root, "repository"),
            });
          },
          command: (node) => (archive ? archivePushCommand(archive, node.dataDir) : ""),
        }
      : undefined,
  });
  const cleanups: (() => Promise<unknown>)[] = [() => cluster.stop()];
  const stop = async ({ keep = false } = {}) => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    if (!keep) await rm(root, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    const backupStart = performance.now();
    if (archive) await setUpStanza(archive);
    const fullBackupMs = Math.round(performance.now() - backupStart);
    await migrate(cluster.url);
    const smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    const apiPort = await freePort();
    let api: ApiProcess | undefined;
    cleanups.push(async () => api?.stop());
    const startStackApi = async () => {
      api = await startApi({
        databaseUrl: cluster.url,
        port: apiPort,
        logFile: join(root, "api.log"),
        readyTimeoutMs: 120_000,
        env: {
          DB_POOL_MAX: "8",
          SMTP_URL: smtp.url,
          OUTBOX_POLL_MS: "200",
          // Every e-mail counted is a request's: no daily summary, no archive alert.
          REPLY_WATCH_MS: "0",
          BACKUP_WATCH_MS: "0",
          ...apiEnv,
        },
      });
      return api;
    };
    return {
      root,
      cluster,
      archive,
      fullBackupMs,
      smtp,
      startApi: startStackApi,
      /** The stack in the shape of the replica run's e-mail check. */
      directUrl: cluster.url,
      stop,
    };
  } catch (error) {
    await stop({ keep: true });
    throw error;
  }
}
