import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validConsultation, validContact } from "@firm/testkit/fixtures";
import { startSmtp } from "@firm/testkit/smtp";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { testDatabaseUrl } from "../../tests/harness/database-url.ts";
import { retryDelayMs } from "./worker.ts";

type Job = { status: string; attempts: number; lastError: string | null; sentAt: Date | null };

const jobs = () =>
  sql<Job>('SELECT status::text, attempts, "lastError", "sentAt" FROM outbox_job ORDER BY id');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("outbox delivery over SMTP", () => {
  const apps: FastifyInstance[] = [];
  beforeEach(resetIntake);
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function appWith(env: Record<string, string>) {
    const app = await buildTestApp({
      INTAKE_RATE_LIMIT_MAX: "1000",
      TEAM_EMAIL: "intake@firm.example",
      ...env,
    });
    apps.push(app);
    return app;
  }

  it("sends the team notification and the visitor's acknowledgment once each, then marks them sent", async () => {
    const smtp = await startSmtp();
    const app = await appWith({ SMTP_URL: smtp.url });
    const contact = (await app.inject({ method: "POST", url: "/api/contact", payload: validContact })).json();
    const consultation = (
      await app.inject({ method: "POST", url: "/api/consultation", payload: validConsultation })
    ).json();
    expect(await app.outbox.runOnce()).toBe(4);
    expect(await app.outbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(4);
    expect((await jobs()).every((job) => job.status === "sent" && job.attempts === 1 && job.sentAt)).toBe(
      true,
    );

    const team = smtp.received.find(
      (mail) => mail.to[0] === "intake@firm.example" && mail.text.includes(contact.id),
    );
    expect(team?.subject).toBe("New contact message – Accident injuries");
    expect(team?.text).toContain(`Name: ${validContact.name}`);
    expect(team?.text).toContain(`Phone: ${validContact.phone}`);
    expect(team?.text).toContain("Visitor's language: Spanish");
    expect(team?.text).not.toContain("chocaron");
    expect(team?.text).not.toContain(validContact.email);

    const ack = smtp.received.find((mail) => mail.to[0] === validContact.email);
    expect(ack?.subject).toBe("Hemos recibido su solicitud – Solano Reyes Law Group");
    expect(ack?.text).toContain("se comunicará con usted en menos de 24 horas");
    expect(ack?.text).toContain(contact.id);
    expect(ack?.text).not.toContain("chocaron");

    const consultationTeam = smtp.received.find(
      (mail) => mail.text.includes(consultation.id) && mail.to[0] === "intake@firm.example",
    );
    expect(consultationTeam?.text).toContain("Name: José Núñez-García");
    expect(consultationTeam?.text).not.toContain("red light");
    const consultationAck = smtp.received.find((mail) => mail.to[0] === validConsultation.email);
    expect(consultationAck?.subject).toContain("We received your request");
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(4);
    await smtp.stop();
  });

  it("keeps the jobs while the SMTP server is down and delivers each exactly once when it is back", async () => {
    const smtp = await startSmtp();
    await smtp.stop();
    const app = await appWith({ SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: "60000" });
    await app.inject({ method: "POST", url: "/api/contact", payload: { ...validContact, phone: "" } });
    expect(await app.outbox.runOnce()).toBe(2);
    expect(await jobs()).toEqual([
      { status: "pending", attempts: 1, lastError: "ESOCKET", sentAt: null },
      { status: "pending", attempts: 1, lastError: "ESOCKET", sentAt: null },
    ]);
    expect(await app.outbox.runOnce()).toBe(0);
    await smtp.start();
    // The retry time comes (rather than waiting a backoff out, which would make the test timing-bound).
    await sql('UPDATE outbox_job SET "availableAt" = now()');
    expect(await app.outbox.runOnce()).toBe(2);
    expect(await app.outbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    expect((await jobs()).map((job) => [job.status, job.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
    expect(smtp.received.find((mail) => mail.to[0] === "intake@firm.example")?.text).toContain(
      "Phone: Not given",
    );
    await smtp.stop();
  });

  it("records an e-mail sent while PostgreSQL restarts, and never sends it again", async () => {
    const database = new URL(testDatabaseUrl()).pathname.slice(1);
    const admin = Object.assign(new URL(testDatabaseUrl()), { pathname: "/postgres" }).href;
    const allow = (yes: boolean) =>
      sql(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS ${yes}`, [], admin);
    let reopened: Promise<unknown> | undefined;
    // As the worker sees a restart: after the SMTP server has the message and before it answers 250,
    // the API's connections are cut and new ones refused for 1.5 s.
    const smtp = await startSmtp({
      beforeReply: async () => {
        if (reopened) return;
        await allow(false);
        await sql(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [database],
          admin,
        );
        reopened = pause(1500).then(() => allow(true));
      },
    });
    try {
      const app = await appWith({ SMTP_URL: smtp.url });
      await app.inject({ method: "POST", url: "/api/contact", payload: validContact });
      expect(await app.outbox.runOnce()).toBe(2);
      expect(reopened).toBeDefined();
      expect((await jobs()).map((job) => [job.status, job.attempts])).toEqual([
        ["sent", 1],
        ["sent", 1],
      ]);
      // Even once every lease has run out, nothing is claimed again.
      await sql("UPDATE outbox_job SET \"lockedUntil\" = now() - interval '1 second'");
      expect(await app.outbox.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(2);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(2);
    } finally {
      await reopened;
      await allow(true);
      await smtp.stop();
    }
  });

  it("gives up after the configured attempts, recording only an error code", async () => {
    const smtp = await startSmtp({ rejectRecipient: (address) => address === validContact.email });
    const app = await appWith({ SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: "20", OUTBOX_MAX_ATTEMPTS: "2" });
    await app.inject({ method: "POST", url: "/api/contact", payload: validContact });
    await app.outbox.runOnce();
    await pause(80);
    await app.outbox.runOnce();
    const rows = await jobs();
    expect(rows.find((job) => job.status === "sent")).toBeDefined();
    expect(rows.find((job) => job.status !== "sent")).toEqual({
      status: "failed",
      attempts: 2,
      lastError: "EENVELOPE 550",
      sentAt: null,
    });
    await smtp.stop();
  });

  it("gives the rest of a batch back when its sends outlast the safe part of the lease", async () => {
    const smtp = await startSmtp();
    const app = await appWith({ SMTP_URL: smtp.url });
    await app.inject({ method: "POST", url: "/api/contact", payload: validContact });
    // Each reading of the clock is 40 s later: the first send starts at 40 s, the second would at 80 s.
    const readings = [0, 40_000, 80_000, 120_000];
    expect(await app.outbox.runOnce(() => readings.shift() ?? 0)).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect((await jobs()).map((job) => [job.status, job.attempts])).toEqual([
      ["sent", 1],
      ["pending", 0],
    ]);
    expect(await sql('SELECT 1 FROM outbox_job WHERE "lockedUntil" IS NOT NULL')).toHaveLength(0);
    expect(await app.outbox.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(2);
    await smtp.stop();
  });

  it("never sends a job twice when two replicas work the same outbox", async () => {
    const smtp = await startSmtp();
    const [one, two] = [await appWith({ SMTP_URL: smtp.url }), await appWith({ SMTP_URL: smtp.url })];
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        one.inject({
          method: "POST",
          url: "/api/contact",
          payload: { ...validContact, name: `Visitor ${index}` },
        }),
      ),
    );
    const drain = async (app: FastifyInstance) => {
      while ((await app.outbox.runOnce()) > 0);
    };
    await Promise.all([drain(one), drain(two), drain(one), drain(two)]);
    expect(smtp.received).toHaveLength(60);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(60);
    expect((await jobs()).every((job) => job.status === "sent" && job.attempts === 1)).toBe(true);
    await smtp.stop();
  });

  it("polls on its own while the app runs and stops when the app closes", async () => {
    const smtp = await startSmtp();
    const app = await appWith({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: "20" });
    await app.inject({ method: "POST", url: "/api/contact", payload: validContact });
    for (let i = 0; i < 250 && smtp.received.length < 2; i++) await pause(20);
    expect(smtp.received).toHaveLength(2);
    await app.close();
    await smtp.stop();
  });

  it("writes .eml files to MAIL_DIR (created, owner-only) when no SMTP_URL is configured", async () => {
    const dir = join(await mkdtemp(join(tmpdir(), "firm-eml-")), "mail");
    const app = await appWith({ MAIL_DIR: dir });
    const { id } = (await app.inject({ method: "POST", url: "/api/contact", payload: validContact })).json();
    expect(await app.outbox.runOnce()).toBe(2);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
    const texts = await Promise.all(files.map((file) => readFile(join(dir, file), "utf8")));
    expect(texts.some((text) => text.includes(id) && text.includes("To: intake@firm.example"))).toBe(true);
    expect((await stat(join(dir, files[0] ?? ""))).mode & 0o777).toBe(0o600);
    await rm(join(dir, ".."), { recursive: true, force: true });
  });

  it("backs off exponentially with jitter, capped at six hours", () => {
    expect(retryDelayMs(1, 1000)).toBeGreaterThanOrEqual(800);
    expect(retryDelayMs(1, 1000)).toBeLessThanOrEqual(1200);
    expect(retryDelayMs(4, 1000)).toBeGreaterThanOrEqual(6400);
    expect(retryDelayMs(40, 1000)).toBeLessThanOrEqual(6 * 3600_000 * 1.2);
  });
});
