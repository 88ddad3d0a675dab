import { execFile } from "node:child_process";
import { chmod, readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runJob } from "@firm/infra/backup/jobs";
import { query } from "@firm/infra/load/intake-ledger";
import { stopDebianCluster } from "@firm/infra/postgres/debian-cluster";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sleep, startApi } from "./api-process.ts";
import { opsCli, runNode, type Stack, startStack, startStackApi, streamRequests } from "./pitr-stack.ts";

/**
 * Continuous archiving on a real Debian PostgreSQL 15 and pgBackRest 2.45 (apt; infra/local/test.sh
 * installs it): the scheduled jobs and `pnpm ops backup`, a stalled archive seen by the API and
 * e-mailed to admins once, and the point-in-time recovery drill in its short form.
 */
/** Generous: a first full backup took 38–132 s on this machine loaded 20 times over. */
const slow = 600_000;
const drill = fileURLToPath(new URL("./pitr-drill.ts", import.meta.url));
process.env.PGBACKREST_REPO1_CIPHER_PASS ||= `test-${crypto.randomUUID()}`;

type Outcome = { code: number; stdout: string; stderr: string };
function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const readyArchive = async (origin: string) =>
  ((await (await fetch(`${origin}/api/ready`)).json()) as { archive: string }).archive;

async function until<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (let value = await probe(); ; value = await probe()) {
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await sleep(250);
  }
}

/** Some WAL, then a switch: a segment for the archiver to push. */
const switchWal = (url: string) =>
  query(
    url,
    "CREATE TABLE IF NOT EXISTS wal_filler (n int); INSERT INTO wal_filler VALUES (1); SELECT pg_switch_wal()",
  );

describe("continuous archiving with pgBackRest", () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack(5);
  }, slow);

  afterAll(async () => {
    await stack?.api?.stop();
    if (stack) {
      await chmod(stack.archive.repoPath, 0o700).catch(() => {});
      await stopDebianCluster(stack.dataDir);
      await rm(stack.root, { recursive: true, force: true });
    }
  });

  it(
    "runs the scheduled jobs, records them, and `pnpm ops backup` shows them",
    async () => {
      const api = await startStackApi(stack, stack.cluster.url);
      const stream = streamRequests(api.origin, 2);
      await sleep(2000);
      await stream.stop();
      expect(stream.answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
      await api.stop();
      // The restore-and-count compares records up to five minutes ago: date these back past that.
      await query(
        stack.cluster.url,
        `UPDATE consultation_request SET "createdAt" = "createdAt" - interval '1 hour'`,
      );
      await switchWal(stack.cluster.url);
      expect(await runJob("incr", stack.archive, stack.cluster.url)).toMatch(
        /I, \d+ bytes in the repository$/,
      );
      await runJob("check", stack.archive, stack.cluster.url);
      const verified = await runJob("verify", stack.archive, stack.cluster.url);
      const [{ n }] = (await query<{ n: number }>(
        stack.cluster.url,
        "SELECT count(*)::int AS n FROM consultation_request",
      )) as [{ n: number }];
      expect(verified).toContain(`consultation_request ${n}/${n}`);

      const shown = await runScript(opsCli, ["backup"], { DATABASE_URL: stack.cluster.url });
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toMatch(/^archive: +ok; last WAL 0000000100000000000000[0-9A-F]{2} /m);
      expect(shown.stdout).toMatch(/^last backup: +incr ok at \d{4}-/m);
      expect(shown.stdout).toMatch(/^last check: +ok at /m);
      expect(shown.stdout).toMatch(/^last restore-and-count: ok at .*consultation_request \d+\/\d+/m);
    },
    slow,
  );

  it(
    "shows a stalled archive in /api/ready and `pnpm ops backup`, and e-mails each admin once",
    async () => {
      await runNode(opsCli, ["user", "add", "admin@example.com", "--role", "admin"], stack.cluster.url);
      const mailDir = join(stack.root, "mail");
      await stack.api?.stop();
      stack.api = undefined;
      stack.api = await startApi({
        databaseUrl: stack.cluster.url,
        port: stack.apiPort,
        logFile: join(stack.root, "api-watch.log"),
        readyTimeoutMs: 180_000,
        env: { BACKUP_WATCH_MS: "300", ARCHIVE_STALL_SECONDS: "2", OUTBOX_POLL_MS: "200", MAIL_DIR: mailDir },
      });
      const origin = stack.api.origin;
      await until(
        "archive state",
        () => readyArchive(origin),
        (state) => state === "ok",
      );

      // The repository becomes unreachable (as a full or unmounted disk would be) for the server's user.
      await chmod(stack.archive.repoPath, 0o000);
      await switchWal(stack.cluster.url);
      await until(
        "archive state",
        () => readyArchive(origin),
        (state) => state === "stalled",
      );
      const alerts = () =>
        query<{ n: number }>(
          stack.cluster.url,
          `SELECT count(*)::int AS n FROM outbox_job WHERE kind = 'archive-alert'`,
        );
      await sleep(2000);
      expect(await alerts()).toEqual([{ n: 1 }]);
      const mails = await until(
        "alert e-mail",
        async () => {
          const files = await readdir(mailDir).catch(() => []);
          return Promise.all(files.map((file) => readFile(join(mailDir, file), "utf8")));
        },
        (texts) => texts.some((text) => /^Message-ID: <archive-alert\./im.test(text)),
      );
      const alert = mails.find((text) => /^Message-ID: <archive-alert\./im.test(text)) ?? "";
      expect(alert).toMatch(/^To: admin@example\.com/m);
      const shown = await runScript(opsCli, ["backup"], {
        DATABASE_URL: stack.cluster.url,
        ARCHIVE_STALL_SECONDS: "2",
      });
      expect(shown.code).toBe(1);
      expect(shown.stdout).toMatch(/^archive: +STALLED; .* [1-9]\d* segments waiting/m);

      await chmod(stack.archive.repoPath, 0o700);
      await switchWal(stack.cluster.url);
      await until(
        "archive state",
        () => readyArchive(origin),
        (state) => state === "ok",
      );
      expect(await alerts()).toEqual([{ n: 1 }]);
    },
    slow,
  );

  // The short drill took 248 s on this 2-core machine loaded 20 times over (27 Nov 2026), over the
  // 2 minutes the test command may spend on it: it runs when PITR_DRILL_TEST=1 (CI, a quiet machine).
  it.runIf(process.env.PITR_DRILL_TEST === "1")(
    "the drill, short: a lost disk under load, restored with nothing acknowledged before the last archived WAL missing",
    async () => {
      const outcome = await runScript(drill, [
        "--load-seconds",
        "12",
        "--archive-timeout",
        "5",
        "--connections",
        "2",
      ]);
      expect(outcome.code, `${outcome.stdout}\n${outcome.stderr}`).toBe(0);
      expect(outcome.stdout).toMatch(/answered 201 before that: [1-9]\d*, missing after the restore: 0/);
      expect(outcome.stdout).toMatch(/recovery point: \d+\.\d s/);
      expect(outcome.stdout).toMatch(/recovery time: \d+\.\d s/);
    },
    slow,
  );
});
