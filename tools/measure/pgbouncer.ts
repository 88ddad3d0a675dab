import { access, chown, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { osUser, type Service, startService } from "@firm/testkit/service";

/**
 * Debian's PgBouncer (bookworm: 1.18) in transaction mode in front of one database, as the
 * replica run uses it (infra/README.md, "Past one machine"). Clients log in with SCRAM against the
 * auth file; PgBouncer logs in to PostgreSQL with the same password. As root it runs as the
 * `postgres` OS user (PgBouncer refuses root).
 */
export type PgBouncerOptions = {
  /** A folder for its configuration and log. */
  dir: string;
  port: number;
  /** The database behind it (a direct URL with user and password). */
  serverUrl: string;
  /** Server connections per database and user: what PostgreSQL sees at most. */
  poolSize: number;
  /** Client connections it accepts: the API processes × DB_POOL_MAX, plus room. */
  maxClients: number;
};

export const pgbouncerBinary = "/usr/sbin/pgbouncer";

export type PgBouncer = {
  /** The URL the API uses: the same database, user and password, through the pooler. */
  url: string;
  service: () => Service;
  /** Stops it (SIGTERM: immediate shutdown, client connections dropped) and starts it again on the same port. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  await access(pgbouncerBinary).catch(() => {
    throw new Error(
      `${pgbouncerBinary} not found: install Debian's pgbouncer (apt-get install -y pgbouncer)`,
    );
  });
  const server = new URL(options.serverUrl);
  const user = decodeURIComponent(server.username);
  const database = server.pathname.slice(1);
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const ini = [
    "[databases]",
    `${database} = host=${server.hostname} port=${server.port} dbname=${database}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${options.port}`,
    "unix_socket_dir =",
    "auth_type = scram-sha-256",
    `auth_file = ${join(options.dir, "userlist.txt")}`,
    "pool_mode = transaction",
    `default_pool_size = ${options.poolSize}`,
    `max_client_conn = ${options.maxClients}`,
    // node-postgres sends none of these, other clients may: harmless to ignore.
    "ignore_startup_parameters = extra_float_digits",
    `logfile = ${join(options.dir, "pgbouncer.log")}`,
    `pidfile = ${join(options.dir, "pgbouncer.pid")}`,
    "log_connections = 0",
    "log_disconnections = 0",
  ].join("\n");
  await mkdir(options.dir, { recursive: true });
  await writeFile(join(options.dir, "pgbouncer.ini"), `${ini}\n`);
  await writeFile(
    join(options.dir, "userlist.txt"),
    `${quote(user)} ${quote(decodeURIComponent(server.password))}\n`,
    { mode: 0o600 },
  );
  const runAs = process.getuid?.() === 0 ? await osUser("postgres") : undefined;
  if (runAs) {
    for (const file of ["", "pgbouncer.ini", "userlist.txt"])
      await chown(join(options.dir, file), runAs.uid, runAs.gid);
  }
  const start = () =>
    startService({
      name: "pgbouncer",
      command: pgbouncerBinary,
      args: [join(options.dir, "pgbouncer.ini")],
      logFile: join(options.dir, "pgbouncer.out"),
      port: options.port,
      ...(runAs ? { user: runAs } : {}),
    });
  let service = await start();
  const url = new URL(options.serverUrl);
  url.port = String(options.port);
  return {
    url: url.toString(),
    service: () => service,
    restart: async () => {
      await service.stop("SIGTERM");
      service = await start();
    },
    stop: async () => void (await service.stop("SIGTERM")),
  };
}
