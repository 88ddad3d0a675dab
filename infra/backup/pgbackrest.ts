import { execFile } from "node:child_process";
import { chmod, chown, mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { postgresIds, socketDirectory } from "../postgres/debian-cluster.ts";

/**
 * pgBackRest (Debian's 2.45) for the Debian PostgreSQL 15 cluster: renders infra/backup/pgbackrest.conf,
 * gives the server its archiving settings, and runs pgbackrest as the `postgres` OS user (it must
 * read the data folder and the server must run its archive_command). Decision 0090.
 */
export const stanza = "firm";
const template = new URL("./pgbackrest.conf", import.meta.url);
const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

export type Archive = {
  /** The rendered configuration file. */
  config: string;
  /** The repository (another disk in production). */
  repoPath: string;
  /** pgBackRest's own logs, locks and spool. */
  stateDir: string;
};

/** A PostgreSQL server pgBackRest reaches on this machine: its data folder, port and socket folder. */
export type PgServer = { dataDir: string; port: number; socketDir?: string };

export type ArchiveOptions = PgServer & {
  stateDir: string;
  repoPath: string;
  /**
   * The other nodes of a cluster (pg2, pg3…): pgBackRest backs up from whichever is the primary,
   * so backups go on after a failover with the same settings.
   */
  others?: PgServer[];
  /** Full backups kept (with their incrementals and WAL); default 2. */
  retentionFull?: number;
};

/** The passphrase of the repository, from the environment; refused when missing or short. */
export function cipherPass(env: NodeJS.ProcessEnv = process.env): string {
  const pass = env.PGBACKREST_REPO1_CIPHER_PASS ?? "";
  if (pass.length < 20) {
    throw new Error(
      "PGBACKREST_REPO1_CIPHER_PASS must hold the repository's passphrase (20+ characters; keep a copy off the machine: without it no backup can be read)",
    );
  }
  return pass;
}

/** Replaces each ${NAME} of the template; a name without a value is an error naming it. */
export function render(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pgbackrest.conf: no value for \${${name}}`);
    return value;
  });
}

async function ownedByPostgres(path: string, mode: number): Promise<void> {
  await mkdir(path, { recursive: true, mode });
  if (isRoot) {
    const { uid, gid } = await postgresIds();
    await chown(path, uid, gid);
  }
  await chmod(path, mode);
}

/** Creates the repository and state folders (owner-only) and writes the configuration. */
export async function prepareArchive(options: ArchiveOptions): Promise<Archive> {
  const stateDir = resolve(options.stateDir);
  const repoPath = resolve(options.repoPath);
  await ownedByPostgres(repoPath, 0o700);
  await ownedByPostgres(stateDir, 0o700);
  for (const sub of ["log", "lock", "spool"]) await ownedByPostgres(join(stateDir, sub), 0o700);
  const archive = { config: join(stateDir, "pgbackrest.conf"), repoPath, stateDir };
  await writeConfig(archive, options);
  return archive;
}

/** (Re)writes the configuration for a data folder and port (a restore moves them). */
export async function writeConfig(archive: Archive, options: ArchiveOptions): Promise<void> {
  const text = render(await readFile(template, "utf8"), {
    PGBACKREST_REPO_PATH: archive.repoPath,
    PGBACKREST_RETENTION_FULL: String(options.retentionFull ?? 2),
    PGBACKREST_STATE: archive.stateDir,
    PGDATA: resolve(options.dataDir),
    PGPORT: String(options.port),
    PGSOCKET: options.socketDir ?? socketDirectory(options.dataDir, options.port),
    // The Debian cluster's superuser (infra/postgres/debian-cluster.ts), reached over the socket.
    PGUSER: "postgres",
  });
  // The stanza's section ends the file: the other nodes follow pg1's settings as pg2, pg3….
  const others = (options.others ?? []).flatMap((server, index) => [
    `pg${index + 2}-path=${resolve(server.dataDir)}`,
    `pg${index + 2}-port=${server.port}`,
    `pg${index + 2}-socket-path=${server.socketDir ?? socketDirectory(server.dataDir, server.port)}`,
    `pg${index + 2}-user=postgres`,
  ]);
  await writeFile(archive.config, others.length ? `${text.trimEnd()}\n${others.join("\n")}\n` : text, {
    mode: 0o644,
  });
  if (isRoot) {
    const { uid, gid } = await postgresIds();
    await chown(archive.config, uid, gid);
  }
}

/**
 * The server's archive_command. `dataDir` names the data folder of the node that runs it, for
 * a cluster whose nodes share one configuration (pg1 is another node's).
 */
export function archivePushCommand(archive: Archive, dataDir?: string): string {
  const node = dataDir ? ` --pg1-path=${resolve(dataDir)}` : "";
  return `pgbackrest --config=${archive.config} --stanza=${stanza}${node} archive-push %p`;
}

/** postgresql.conf settings for continuous archiving into the repository. */
export function archiveSettings(
  archive: Archive,
  archiveTimeoutSeconds = 60,
): Record<string, string | number> {
  return {
    wal_level: "replica",
    archive_mode: "on",
    archive_command: archivePushCommand(archive),
    archive_timeout: archiveTimeoutSeconds,
  };
}

/** Runs pgbackrest with the configuration, as `postgres` when we are root; its output, or an error quoting it. */
export async function pgbackrest(archive: Archive, args: string[]): Promise<string> {
  const argv = [`--config=${archive.config}`, `--stanza=${stanza}`, ...args];
  const [file, fileArgs] = isRoot
    ? ["/usr/sbin/runuser", ["-u", "postgres", "--", "pgbackrest", ...argv]]
    : ["pgbackrest", argv];
  cipherPass();
  try {
    const { stdout } = await run(file, fileArgs, { cwd: "/", maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stderr = "", stdout = "" } = error as { stderr?: string; stdout?: string };
    const detail = (stderr || stdout || (error as Error).message).trim();
    const missing = (error as { code?: string }).code === "ENOENT" || /pgbackrest: not found/.test(detail);
    throw new Error(
      missing
        ? "pgbackrest not found: install it (apt-get install -y pgbackrest)"
        : `pgbackrest ${args.join(" ")} failed: ${detail}`,
      { cause: error },
    );
  }
}

export type BackupInfo = {
  label: string;
  type: "full" | "diff" | "incr";
  /** Start and stop, ms since the epoch. */
  start: number;
  stop: number;
  /** Size in the repository (compressed, encrypted). */
  repoBytes: number;
};
export type RepoInfo = { backups: BackupInfo[]; archiveMax?: string; status: string };

type InfoJson = {
  status: { message: string };
  backup: {
    label: string;
    type: BackupInfo["type"];
    timestamp: { start: number; stop: number };
    info: { repository: { delta: number } };
  }[];
  archive: { max?: string }[];
}[];

/** `pgbackrest info`: the backups (oldest first) and the newest WAL segment in the repository. */
export async function repoInfo(archive: Archive): Promise<RepoInfo> {
  const [entry] = JSON.parse(await pgbackrest(archive, ["--output=json", "info"])) as InfoJson;
  return {
    status: entry?.status.message ?? "missing",
    backups: (entry?.backup ?? []).map((backup) => ({
      label: backup.label,
      type: backup.type,
      start: backup.timestamp.start * 1000,
      stop: backup.timestamp.stop * 1000,
      repoBytes: backup.info.repository.delta,
    })),
    archiveMax: entry?.archive.at(-1)?.max,
  };
}

/** Creates the stanza (nothing when it exists) and makes a full backup when there is none yet. */
export async function setUpStanza(archive: Archive): Promise<{ fullBackup?: BackupInfo }> {
  await pgbackrest(archive, ["stanza-create"]);
  if ((await repoInfo(archive)).backups.length) return {};
  await pgbackrest(archive, ["--type=full", "backup"]);
  return { fullBackup: (await repoInfo(archive)).backups.at(-1) };
}

/** 2026-11-27 06:45:00.123+00: the form pgBackRest and PostgreSQL both read as a recovery target. */
export function targetTime(time: Date): string {
  return `${time.toISOString().replace("T", " ").replace("Z", "")}+00`;
}

export type RestoreTarget = { kind: "latest" } | { kind: "time"; time: Date } | { kind: "backup" };

/**
 * Restores the latest backup into an empty (or missing) data folder and sets up recovery: to the
 * end of the archived WAL, to a moment (then promotes), or only to the backup's consistent point.
 */
export async function restoreTo(archive: Archive, dataDir: string, target: RestoreTarget): Promise<void> {
  await ownedByPostgres(resolve(dataDir), 0o700);
  const targetArgs =
    target.kind === "latest"
      ? ["--type=default"]
      : target.kind === "time"
        ? ["--type=time", `--target=${targetTime(target.time)}`, "--target-action=promote"]
        : ["--type=immediate", "--target-action=promote"];
  await pgbackrest(archive, [`--pg1-path=${resolve(dataDir)}`, ...targetArgs, "restore"]);
}
