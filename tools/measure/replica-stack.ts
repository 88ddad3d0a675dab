import { access, chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startDebianCluster, stopDebianCluster } from "@firm/infra/postgres/debian-cluster";
import { developmentFormTokenKey } from "@firm/intake/form-token";
import { freePort } from "@firm/testkit/ports";
import { osUser, type Service, startService } from "@firm/testkit/service";
import { startSmtp } from "@firm/testkit/smtp";
import { type ApiProcess, migrate, startApi } from "./api-process.ts";
import { type PgBouncer, startPgBouncer } from "./pgbouncer.ts";

/**
 * The product past one machine, on one machine, from Debian's packages (infra/README.md, "Past
 * one machine"): PostgreSQL 15, PgBouncer in transaction mode in front of it, Redis as the
 * rate-limit store, a real SMTP server (smtp-server, in this process, keeping what it receives),
 * `apiCount` API processes (each with its outbox worker, through the pooler) and `webCount` web
 * servers, nginx load-balancing across them. Migrations run over the direct connection.
 */
export const replicaSettings = {
  /** Per API process; 3 × 10 client connections into PgBouncer. */
  DB_POOL_MAX: "10",
  /** PgBouncer 1.18 has no prepared-statement support in transaction mode (decision 0048). */
  DB_NAMED_STATEMENTS: "false",
  TRUST_PROXY: "127.0.0.1",
  OUTBOX_POLL_MS: "200",
  // The run counts every e-mail as a request's: no daily summary (the reply watch is tested in apps/api).
  REPLY_WATCH_MS: "0",
  // Production's defaults, over api-process.ts's raised ones: the rate limit is part of the check.
  INTAKE_RATE_LIMIT_MAX: "5",
  INTAKE_RATE_LIMIT_WINDOW_MS: "600000",
  GLOBAL_RATE_LIMIT_MAX: "300",
  MIN_FILL_MS: "3000",
  LOG_LEVEL: "warn",
} as const;
export const pgbouncerPoolSize = 20;
export const pgbouncerMaxClients = 100;

const root = fileURLToPath(new URL("../../", import.meta.url));
const webDir = join(root, "apps/web");
const template = fileURLToPath(new URL("replicas-nginx.conf.template", import.meta.url));

export type ReplicaStack = Awaited<ReturnType<typeof startReplicaStack>>;

/** One API process slot: its port stays, the process in it can be killed and started again. */
export type ApiSlot = { port: number; current: ApiProcess | undefined };

export async function startReplicaStack({ apiCount = 3, webCount = 2 } = {}) {
  await access(join(webDir, "build/server/index.js")).catch(() => {
    throw new Error("apps/web is not built: run `pnpm exec turbo run build --filter=@firm/web` first");
  });
  const dir = await mkdtemp(join(tmpdir(), "firm-replicas-"));
  await chmod(dir, 0o711); // the postgres user (PostgreSQL, PgBouncer) must reach its folders in it
  const services: Service[] = [];
  const cleanups: (() => Promise<unknown>)[] = [() => Promise.all(services.map((service) => service.stop()))];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const dataDir = join(dir, "postgres");
    const cluster = await startDebianCluster({ dataDir, port: await freePort(), database: "firm" });
    cleanups.push(() => stopDebianCluster(dataDir));
    await migrate(cluster.url);
    const pgbouncer: PgBouncer = await startPgBouncer({
      dir: join(dir, "pgbouncer"),
      port: await freePort(),
      serverUrl: cluster.url,
      poolSize: pgbouncerPoolSize,
      maxClients: pgbouncerMaxClients,
    });
    cleanups.push(() => pgbouncer.stop());
    const redisPort = await freePort();
    const redis = await startService({
      name: "redis",
      command: "redis-server",
      args: ["--bind", "127.0.0.1", "--port", String(redisPort), "--save", "", "--appendonly", "no"],
      logFile: join(dir, "redis.log"),
      port: redisPort,
    });
    services.push(redis);
    const smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    const apiEnv = {
      ...replicaSettings,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SMTP_URL: smtp.url,
      FORM_TOKEN_KEYS: process.env.FORM_TOKEN_KEYS || developmentFormTokenKey,
    };
    const slots: ApiSlot[] = [];
    for (let index = 0; index < apiCount; index += 1)
      slots.push({ port: await freePort(), current: undefined });
    const startSlot = async (slot: ApiSlot) => {
      slot.current = await startApi({
        databaseUrl: pgbouncer.url,
        port: slot.port,
        env: apiEnv,
        logFile: join(dir, `api-${slot.port}.log`),
      });
    };
    cleanups.push(() => Promise.all(slots.map((slot) => slot.current?.stop())));
    await Promise.all(slots.map(startSlot));
    const webPorts: number[] = [];
    // The proxy's port first: the site names it as its public origin.
    const proxyPort = await freePort();
    for (let index = 0; index < webCount; index += 1) {
      const port = await freePort();
      webPorts.push(port);
      services.push(
        await startService({
          name: `web ${port}`,
          command: process.execPath,
          args: ["server.ts"],
          cwd: webDir,
          env: {
            NODE_ENV: "production",
            HOST: "127.0.0.1",
            PORT: String(port),
            TRUST_PROXY: "loopback",
            PUBLIC_ORIGIN: `http://127.0.0.1:${proxyPort}`,
          },
          logFile: join(dir, `web-${port}.log`),
          port,
        }),
      );
    }
    services.push(await startNginx(dir, proxyPort, slots, webPorts));
    return {
      dir,
      origin: `http://127.0.0.1:${proxyPort}`,
      directUrl: cluster.url,
      pgbouncer,
      smtp,
      slots,
      webPorts,
      startSlot,
      /** Stops everything; the folder (logs) is removed unless `keep`. */
      stop: async ({ keep = false } = {}) => {
        await stop();
        if (!keep) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startNginx(dir: string, port: number, slots: ApiSlot[], webPorts: number[]): Promise<Service> {
  const isRoot = process.getuid?.() === 0;
  const server = (upstream: number) => `        server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`;
  const values: Record<string, string> = {
    STATE_DIR: dir,
    NGINX_USER_DIRECTIVE: isRoot ? "user www-data;" : "",
    API_SERVERS: slots.map((slot) => server(slot.port)).join("\n"),
    WEB_SERVERS: webPorts.map(server).join("\n"),
    PROXY_PORT: String(port),
  };
  const text = (await readFile(template, "utf8")).replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) =>
    name in values ? (values[name] ?? "") : whole,
  );
  const prefix = join(dir, "nginx");
  await mkdir(join(prefix, "tmp"), { recursive: true });
  if (isRoot) {
    const { uid, gid } = await osUser("www-data");
    await chown(join(prefix, "tmp"), uid, gid);
  }
  await writeFile(join(prefix, "nginx.conf"), text);
  return startService({
    name: "nginx",
    command: "/usr/sbin/nginx",
    args: ["-p", `${prefix}/`, "-c", join(prefix, "nginx.conf")],
    logFile: join(dir, "nginx.out"),
    port,
  });
}
