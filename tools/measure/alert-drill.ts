import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { record } from "@firm/infra/backup/jobs";
import { createLedger, nextRequest, sendOnce } from "@firm/infra/load/intake-ledger";
import { freePort } from "@firm/testkit/ports";
import { startSmtp } from "@firm/testkit/smtp";
import pg from "pg";
import { allTargetsUp, startMonitoring } from "./alert-stack.ts";
import { sleep, startApi } from "./api-process.ts";
import { opsCli, runNode, startStack } from "./pitr-stack.ts";
import { startBuiltSite } from "./site-server.ts";
import { loadAverage, medianAndWorst } from "./sitting.ts";

/**
 * `pnpm measure:alerts`: the monitoring's drill (infra/monitoring). A Debian PostgreSQL archiving
 * into pgBackRest, the API and the built site with their internal listeners, Prometheus and
 * Alertmanager with the production rules, an SMTP server, and consultation requests arriving at
 * --rate a second. The SMTP server refuses every recipient for --outage seconds: TeamEmailsFailing
 * must fire within its rule's time and show on a console page; every acknowledged request must be
 * stored, and every e-mail sent once after the server accepts again. Then WAL archiving stops
 * (archive_command fails) and WalArchivingStalled must fire (with --archive-stall lower than the
 * rule's 300 s, a copy of the rules says so, and the printout too).
 */
const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "10" },
    outage: { type: "string", default: "300" },
    "archive-stall": { type: "string", default: "300" },
  },
});
const rate = Number(values.rate);
const outageSeconds = Number(values.outage);
const archiveStall = Number(values["archive-stall"]);
const banner = opsConsole.en.systemBanner.alerts;
const bannerText = (name: keyof typeof banner) => banner[name].split("{since}")[0] ?? "";
/** The rule's time: `for`, plus a scrape and an evaluation (15 s each), plus Alertmanager's group_wait (10 s). */
const ruleTime = { TeamEmailsFailing: 120 + 40, WalArchivingStalled: archiveStall + 60 + 60 + 40 };
const since = (start: number) => `${((Date.now() - start) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

// The drill's own repository, with a passphrase of its own (as the PITR drill's).
process.env.PGBACKREST_REPO1_CIPHER_PASS ||= `drill-${randomBytes(16).toString("hex")}`;
const stack = await startStack(10);
// The first full backup, made at setup, recorded as the backup scheduler records its jobs.
await record(stack.cluster.url, "full", true, new Date(), "first full backup (drill)");
const smtp = { refusing: false };
const mail = await startSmtp({ rejectRecipient: () => smtp.refusing });
const token = randomBytes(32).toString("base64url");
const [apiMetricsPort, webMetricsPort, sitePort] = [await freePort(), await freePort(), await freePort()];
const cleanup: (() => Promise<unknown>)[] = [() => mail.stop(), () => stack.cluster.stop()];
const pool = new pg.Pool({ connectionString: stack.cluster.url, max: 2 });
try {
  const api = await startApi({
    databaseUrl: stack.cluster.url,
    port: stack.apiPort,
    logFile: join(stack.root, "api.log"),
    readyTimeoutMs: 180_000,
    env: {
      SMTP_URL: mail.url,
      TEAM_EMAIL: "intake@firm.example",
      OUTBOX_POLL_MS: "500",
      // Retries every 5 s, doubling (production: 30 s), so the backlog drains within minutes.
      OUTBOX_RETRY_BASE_MS: "5000",
      REPLY_WATCH_MS: "0",
      METRICS_PORT: String(apiMetricsPort),
      ALERT_WEBHOOK_TOKEN: token,
    },
  });
  cleanup.unshift(() => api.stop());
  const site = await startBuiltSite(sitePort, {
    API_ORIGIN: api.origin,
    METRICS_PORT: String(webMetricsPort),
  });
  cleanup.unshift(() => site.stop());
  const monitoring = await startMonitoring({
    root: stack.root,
    apiMetrics: `127.0.0.1:${apiMetricsPort}`,
    webMetrics: `127.0.0.1:${webMetricsPort}`,
    webhookUrl: `http://127.0.0.1:${apiMetricsPort}/alerts`,
    webhookToken: token,
    archiveStallSeconds: archiveStall,
  });
  cleanup.unshift(() => monitoring.stop());
  await allTargetsUp(monitoring.prometheus);

  // A team member signs in as one does: the enrolment link the CLI prints, its button on the site.
  const added = await runNode(
    opsCli,
    ["user", "add", "drill@firm.example", "--role", "intake"],
    stack.cluster.url,
  );
  const link = new URL(/https?:\/\/\S+/.exec(added)?.[0] ?? "");
  const signIn = await fetch(`${site.origin}/ops/sign-in/link`, {
    method: "POST",
    headers: { origin: site.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: link.searchParams.get("token") ?? "" }),
    redirect: "manual",
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!cookie) throw new Error(`signing in failed: ${signIn.status}`);
  const bannerShows = async (name: keyof typeof banner) =>
    (await (await fetch(`${site.origin}/ops`, { headers: { cookie } })).text()).includes(bannerText(name));

  // Requests at `rate` a second, each answered or sent again with its key, as the site's script does.
  const ledger = createLedger(["consultation"], { keys: true, keepUnsettled: true });
  const latencies: { phase: string; ms: number }[] = [];
  let phase = "before";
  const startLoad = () => {
    let sending = true;
    const running = (async () => {
      const inFlight = new Set<Promise<void>>();
      while (sending) {
        const request = nextRequest(ledger);
        const started = performance.now();
        const done = sendOnce(api.origin, ledger, request).then(() => {
          latencies.push({ phase, ms: performance.now() - started });
        });
        inFlight.add(done);
        done.finally(() => inFlight.delete(done));
        await sleep(1000 / rate);
      }
      await Promise.all(inFlight);
    })();
    return async () => {
      sending = false;
      await running;
    };
  };
  const stopLoad = startLoad();

  await sleep(30_000);
  log(`SMTP refuses every recipient for ${outageSeconds} s (${rate} requests/s keep arriving)`);
  const outageStart = Date.now();
  smtp.refusing = true;
  phase = "outage";
  let alertAt: number | null = null;
  let bannerAt: number | null = null;
  while (Date.now() - outageStart < outageSeconds * 1000) {
    if (alertAt === null && (await monitoring.firing("TeamEmailsFailing"))) {
      alertAt = Date.now();
      log(`TeamEmailsFailing firing after ${since(outageStart)}`);
    }
    if (bannerAt === null && (await bannerShows("TeamEmailsFailing"))) {
      bannerAt = Date.now();
      log(`banner on /ops after ${since(outageStart)}`);
    }
    await sleep(2_000);
  }
  smtp.refusing = false;
  phase = "after";
  log("SMTP accepts again");
  await sleep(30_000);
  await stopLoad();
  log(`sending again the ${ledger.unsettled.size} requests not acknowledged`);
  for (const [email, sent] of [...ledger.unsettled]) await sendOnce(api.origin, ledger, { email, ...sent });

  const pending = async () =>
    Number((await pool.query(`SELECT count(*) AS n FROM outbox_job WHERE status <> 'sent'`)).rows[0].n);
  const drainStart = Date.now();
  while ((await pending()) > 0 && Date.now() - drainStart < 600_000) await sleep(2_000);
  const drainedIn = since(drainStart);
  // The rule clears at the next evaluation; Alertmanager sends the resolution within group_interval.
  const drainedAt = Date.now();
  let clearedAt: number | null = null;
  while (clearedAt === null && Date.now() - drainedAt < 300_000) {
    if (!(await bannerShows("TeamEmailsFailing"))) clearedAt = Date.now();
    else await sleep(5_000);
  }

  const stored = new Set(
    (await pool.query<{ id: string }>(`SELECT id::text FROM consultation_request`)).rows.map((row) => row.id),
  );
  const acknowledged = [...ledger.created.keys()];
  const jobs = (
    await pool.query<{ status: string; n: string }>(
      `SELECT status::text, count(*) AS n FROM outbox_job WHERE "consultationRequestId" IS NOT NULL GROUP BY 1`,
    )
  ).rows;
  const intakeMails = mail.received.filter((entry) =>
    /^<(team-notification|acknowledgment)\./.test(entry.messageId),
  );
  const perMessage = new Map<string, number>();
  for (const entry of intakeMails)
    perMessage.set(entry.messageId, (perMessage.get(entry.messageId) ?? 0) + 1);
  const sentJobs = Number(jobs.find((row) => row.status === "sent")?.n ?? 0);

  log(`archive_command fails from now on (WalArchivingStalled: waiting > ${archiveStall} s for 1 min)`);
  await pool.query(`ALTER SYSTEM SET archive_command = 'false'`);
  await pool.query(`SELECT pg_reload_conf()`);
  const archiveStart = Date.now();
  phase = "archive";
  const stopArchiveLoad = startLoad();
  let archiveAlertAt: number | null = null;
  let archiveBannerAt: number | null = null;
  while (
    (archiveAlertAt === null || archiveBannerAt === null) &&
    Date.now() - archiveStart < (archiveStall + 600) * 1000
  ) {
    await pool
      .query(`INSERT INTO backup.event (kind, ok, started_at, detail) VALUES ('check', true, now(), 'drill')`)
      .catch(() => {});
    await pool.query(`SELECT pg_switch_wal()`);
    if (archiveAlertAt === null && (await monitoring.firing("WalArchivingStalled")))
      archiveAlertAt = Date.now();
    if (archiveBannerAt === null && (await bannerShows("WalArchivingStalled"))) archiveBannerAt = Date.now();
    await sleep(5_000);
  }
  await stopArchiveLoad();
  await pool.query(`ALTER SYSTEM RESET archive_command`);
  await pool.query(`SELECT pg_reload_conf()`);

  const figures = (name: string) => {
    const { median, worst } = medianAndWorst(
      latencies.filter((entry) => entry.phase === name).map((entry) => entry.ms),
    );
    return `median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`;
  };
  const seconds = (at: number | null, from: number) =>
    at === null ? "NOT SEEN" : `${((at - from) / 1000).toFixed(0)} s`;
  const duplicates = [...perMessage.values()].filter((count) => count > 1).length;
  const missing = acknowledged.filter((id) => !stored.has(id)).length;
  console.log(`
Alert drill (${new Date().toISOString()}), load average ${loadAverage()}; ${rate} requests/s; SMTP refused for ${outageSeconds} s
  TeamEmailsFailing firing:      ${seconds(alertAt, outageStart)} after the outage began (rule's time ≤ ${ruleTime.TeamEmailsFailing} s)
  banner seen on /ops:           ${seconds(bannerAt, outageStart)}; gone ${seconds(clearedAt, drainedAt)} after the backlog drained
  requests acknowledged/stored:  ${acknowledged.length} / ${stored.size} (acknowledged but not stored: ${missing})
  outbox jobs:                   ${jobs.map((row) => `${row.status} ${row.n}`).join(", ")}; drained ${drainedIn} after the load stopped
  e-mails received (intake):     ${intakeMails.length} for ${sentJobs} sent jobs, ${duplicates} sent more than once
  answer time before the outage: ${figures("before")} (calibration)
  answer time during it:         ${figures("outage")}; after it: ${figures("after")}
  WalArchivingStalled firing:    ${seconds(archiveAlertAt, archiveStart)} after archiving stopped${archiveStall === 300 ? "" : ` (FASTER VARIANT: waiting > ${archiveStall} s instead of 300 s)`} (rule's time ≤ ${ruleTime.WalArchivingStalled} s); banner ${seconds(archiveBannerAt, archiveStart)}`);
  const passed =
    alertAt !== null &&
    alertAt - outageStart <= ruleTime.TeamEmailsFailing * 1000 &&
    bannerAt !== null &&
    missing === 0 &&
    stored.size === acknowledged.length &&
    duplicates === 0 &&
    sentJobs === intakeMails.length &&
    sentJobs === 2 * stored.size &&
    archiveAlertAt !== null &&
    archiveBannerAt !== null;
  console.log(passed ? "\nPASSED" : "\nFAILED");
  process.exitCode = passed ? 0 : 1;
} finally {
  await pool.end();
  for (const step of cleanup) await step().catch((error: unknown) => console.error(error));
  await rm(stack.root, { recursive: true, force: true });
}
