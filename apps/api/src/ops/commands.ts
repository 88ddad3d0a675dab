import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { RecordParams, RecordQuery, StatusChange } from "@firm/intake/console/records";
import { NewOpsUser } from "@firm/intake/console/user";
import type pg from "pg";
import Value from "typebox/value";
import { describeBackupStatus, readBackupStatus } from "../backup/status.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { OpsRole, RecordStatus } from "../generated/prisma/enums.ts";
import { audit } from "./audit.ts";
import { toCsv } from "./csv.ts";
import {
  changeStatus,
  exportColumns,
  findRecord,
  listRecords,
  purgeRecords,
  type RecordFilter,
} from "./records.ts";
import { revokeSessions } from "./sessions.ts";
import { issueSignInLink } from "./sign-in-links.ts";
import { issueToken, listTokens, revokeToken } from "./tokens.ts";
import { addUser, listUsers } from "./users.ts";

export const usage = `Usage: pnpm ops <command>
  list   [--type contact|consultation] [--status S] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
         [--spam exclude|only|include] [--limit N]     newest first (spam left out by default)
  show   <id>                                          every field of one record
  status <id> <new|contacted|scheduled|signed|declined|spam>
  export [list filters] [--out FILE]                   CSV (formula cells neutralised)
  token  issue <label> | list | revoke <id>            bearer tokens for /api/ops/*
  user   add <email> --role admin|intake [--name N]    a console user; prints a one-time enrolment link
  user   list | revoke-sessions <id>                   the console's users; sign one out everywhere
  purge  [--days N] [--dry-run]                        delete records older than the retention
  backup                                               WAL archive age, last backup, check and restore test`;

export type OpsDeps = {
  prisma: PrismaClient;
  /** The pool under `prisma`: records are read through it (records.ts). */
  pool: pg.Pool;
  retentionDays: number;
  actor: string;
  out: (text: string) => void;
  /** A WAL segment waiting longer than this is a stalled archive (ARCHIVE_STALL_SECONDS). */
  archiveStallSeconds?: number;
  /** The site's origin, for the console links the `user` command prints. */
  siteOrigin: string;
  /** Where a relative --out path starts (the directory `pnpm ops` was run from). */
  cwd?: string | undefined;
};

class UsageError extends Error {}

const filterOptions = {
  type: { type: "string" },
  status: { type: "string" },
  from: { type: "string" },
  to: { type: "string" },
  spam: { type: "string" },
  limit: { type: "string" },
} as const;

function parse<const O extends ParseArgsOptionsConfig>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function filterFrom(values: Record<string, unknown>, defaultLimit: number): RecordFilter {
  const query = Object.fromEntries(
    Object.keys(filterOptions)
      .filter((key) => values[key] !== undefined)
      .map((key) => [key, key === "limit" ? Number(values[key]) : values[key]]),
  );
  const filter = { limit: defaultLimit, ...query };
  const problem = [...Value.Errors(RecordQuery, filter)][0];
  if (problem) throw new UsageError(`--${problem.instancePath.slice(1) || "filter"}: ${problem.message}`);
  return filter as RecordFilter;
}

const isId = (id: string | undefined): id is string => Value.Check(RecordParams, { id });

/**
 * A record's status with its signal: `spam:honeypot`, or a request in the inbox marked check,
 * `new/check:token-missing`.
 */
const statusOf = ({ status, spamReason }: Record<string, string | null>) => {
  if (!spamReason) return status;
  return status === "spam" ? `spam:${spamReason}` : `${status}/check:${spamReason}`;
};

const line = (record: Record<string, string | null>) =>
  [record.createdAt, record.type, statusOf(record), record.id, record.caseType ?? "-", record.name].join(
    "  ",
  );

async function list(deps: OpsDeps, args: string[]) {
  const filter = filterFrom(parse(args, filterOptions).values, 50);
  const records = await listRecords(deps.pool, filter);
  await audit(deps.prisma, { actor: deps.actor, action: "list", detail: { filter, count: records.length } });
  deps.out(records.length ? records.map(line).join("\n") : "no records");
  return 0;
}

async function show(deps: OpsDeps, [id]: string[]) {
  if (!isId(id)) throw new UsageError("show needs a record id");
  const record = await findRecord(deps.pool, id);
  await audit(deps.prisma, { actor: deps.actor, action: "show", recordId: id });
  if (!record) return notFound(deps, id);
  deps.out(
    Object.entries(record)
      .map(([key, value]) => `${key}: ${value ?? ""}`)
      .join("\n"),
  );
  return 0;
}

function notFound(deps: OpsDeps, id: string) {
  deps.out(`no record ${id}`);
  return 1;
}

async function status(deps: OpsDeps, [id, next]: string[]) {
  if (!isId(id) || !Value.Check(StatusChange, { status: next })) {
    throw new UsageError(
      "status needs a record id and one of new, contacted, scheduled, signed, declined, spam",
    );
  }
  const changed = await changeStatus(deps, { id, status: next as RecordStatus, actor: deps.actor });
  if (!changed) return notFound(deps, id);
  deps.out(`${id}: ${changed.before} → ${next}`);
  return 0;
}

async function exportCsv(deps: OpsDeps, args: string[]) {
  const { values } = parse(args, { ...filterOptions, out: { type: "string" } });
  const filter = filterFrom(values, 10_000);
  const records = await listRecords(deps.pool, filter);
  await audit(deps.prisma, {
    actor: deps.actor,
    action: "export",
    detail: { filter, count: records.length },
  });
  const csv = toCsv(exportColumns, records);
  if (typeof values.out !== "string") {
    deps.out(csv);
    return 0;
  }
  const file = resolve(deps.cwd ?? process.cwd(), values.out);
  await writeFile(file, csv, { mode: 0o600 });
  deps.out(`wrote ${records.length} records to ${file}`);
  return 0;
}

async function token(deps: OpsDeps, [action, argument]: string[]) {
  if (action === "issue" && argument) {
    const issued = await issueToken(deps.prisma, argument.slice(0, 80));
    await audit(deps.prisma, { actor: deps.actor, action: "token_issue", detail: { tokenId: issued.id } });
    deps.out(`token ${issued.id} (${argument}); shown once, keep it secret:\n${issued.token}`);
    return 0;
  }
  if (action === "list") {
    const tokens = await listTokens(deps.prisma);
    const rows = tokens.map(
      (t) =>
        `${t.id}  ${t.label}  ${t.revokedAt ? "revoked" : "active"}  last used ${t.lastUsedAt?.toISOString() ?? "never"}`,
    );
    deps.out(rows.join("\n") || "no tokens");
    return 0;
  }
  if (action === "revoke" && isId(argument)) {
    const revoked = await revokeToken(deps.prisma, argument);
    await audit(deps.prisma, {
      actor: deps.actor,
      action: "token_revoke",
      detail: { tokenId: argument, revoked },
    });
    deps.out(revoked ? `revoked ${argument}` : `no active token ${argument}`);
    return revoked ? 0 : 1;
  }
  throw new UsageError("token needs: issue <label> | list | revoke <id>");
}

async function user(deps: OpsDeps, args: string[]) {
  const { values, positionals } = parse(args, { role: { type: "string" }, name: { type: "string" } });
  const [action, argument] = positionals;
  if (
    action === "add" &&
    argument &&
    Value.Check(NewOpsUser, { email: argument, role: values.role, name: values.name ?? "" })
  ) {
    const added = await addUser(deps.prisma, {
      email: argument,
      role: values.role as OpsRole,
      name: values.name,
    });
    if (!added) {
      deps.out(`${argument} is already a user`);
      return 1;
    }
    const link = await issueSignInLink(deps.prisma, {
      userId: added.id,
      purpose: "enrolment",
      siteOrigin: deps.siteOrigin,
    });
    await audit(deps.prisma, {
      actor: deps.actor,
      action: "add_user",
      detail: { user: added.id, role: added.role },
    });
    deps.out(
      `user ${added.id} (${added.email}, ${added.role}); one-time enrolment link (7 days, also e-mailed):\n${link}`,
    );
    return 0;
  }
  if (action === "list") {
    const users = await listUsers(deps.prisma);
    deps.out(
      users
        .map((u) => `${u.id}  ${u.email}  ${u.role}  ${u.disabledAt ? "disabled" : "active"}  ${u.name}`)
        .join("\n") || "no users",
    );
    return 0;
  }
  if (action === "revoke-sessions" && isId(argument)) {
    const count = await revokeSessions(deps.prisma, { userId: argument });
    await audit(deps.prisma, {
      actor: deps.actor,
      action: "revoke_sessions",
      detail: { user: argument, count },
    });
    deps.out(`revoked ${count} sessions of ${argument}`);
    return 0;
  }
  throw new UsageError(
    "user needs: add <email> --role admin|intake [--name N] | list | revoke-sessions <id>",
  );
}

async function purge(deps: OpsDeps, args: string[]) {
  const { values } = parse(args, { days: { type: "string" }, "dry-run": { type: "boolean" } });
  const days = values.days === undefined ? deps.retentionDays : Number(values.days);
  if (!Number.isInteger(days) || days < 1)
    throw new UsageError("--days must be a whole number of days, at least 1");
  const dryRun = values["dry-run"] === true;
  const result = await purgeRecords(deps.prisma, days, dryRun);
  await audit(deps.prisma, {
    actor: deps.actor,
    action: dryRun ? "purge_dry_run" : "purge",
    detail: { days, ...result },
  });
  deps.out(
    `${dryRun ? "would delete" : "deleted"} ${result.contactMessages} contact messages and ` +
      `${result.consultationRequests} consultation requests created before ${result.before}`,
  );
  return 0;
}

/** Continuous archiving and the scheduled backup jobs; exit 1 when the archive has stalled. */
async function backup(deps: OpsDeps) {
  const status = await readBackupStatus(
    (sql) => deps.prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql),
    deps.archiveStallSeconds ?? 300,
  );
  deps.out(describeBackupStatus(status));
  return status.stalled ? 1 : 0;
}

const commands: Record<string, (deps: OpsDeps, args: string[]) => Promise<number>> = {
  list,
  show,
  status,
  export: exportCsv,
  token,
  user,
  purge,
  backup,
};

/** Runs one ops command; resolves to the process exit code (2: usage error). */
export async function runOps(argv: string[], deps: OpsDeps): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    deps.out(usage);
    return name && name !== "help" ? 2 : 0;
  }
  try {
    return await command(deps, args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    deps.out(`${error.message}\n\n${usage}`);
    return 2;
  }
}
