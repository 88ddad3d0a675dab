import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { opsEmail } from "@firm/content/dictionaries/ops-email";
import { readMailDir } from "@firm/testkit/eml";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { testDatabaseUrl } from "../../tests/harness/database-url.ts";
import { signedInMember } from "../../tests/harness/ops-session.ts";

/**
 * The standby watch on the test database, which has no replication. Its connections are told,
 * as Patroni's settings tell the cluster's, that one synchronous standby is expected: the primary
 * has none, so it is a primary left alone. The real cluster is in tools/measure/failover.test.ts.
 */
const mailDir = mkdtempSync(join(tmpdir(), "firm-mail-"));
const expectingStandby = () => {
  const url = new URL(testDatabaseUrl());
  url.searchParams.set("options", "-c firm.synchronous_standbys=1");
  return url.toString();
};

afterEach(async () => {
  await rm(mailDir, { recursive: true, force: true });
});

describe("the standby watch (decision 0115)", () => {
  it("says off for a database that expects no standby", async () => {
    const app = await buildTestApp({ STANDBY_WATCH_MS: "0" });
    expect((await app.standbyWatch.check()).state).toBe("off");
    expect((await app.inject("/api/ready")).json()).toMatchObject({ status: "ready", standby: "off" });
    await app.close();
  });

  it("keeps taking requests with the standby missing, says so, and e-mails each admin once an hour", async () => {
    await resetIntake();
    // Checked by hand below, not on a timer.
    const app = await buildTestApp(
      { MAIL_DIR: mailDir, STANDBY_WATCH_MS: "0" },
      { databaseUrl: expectingStandby() },
    );
    const admin = await signedInMember(app, "admin");
    const intake = await signedInMember(app, "intake");
    expect((await app.inject("/api/ready")).json()).toMatchObject({ standby: "unknown" });

    expect(await app.standbyWatch.check()).toEqual({ state: "missing", expected: 1, synchronous: 0 });
    await app.standbyWatch.check();
    const ready = await app.inject("/api/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", standby: "missing" });
    const jobs = await sql<{ payload: string }>(
      `SELECT "payload" FROM "outbox_job" WHERE "kind" = 'standby-alert'`,
    );
    const recipients = jobs.map((job) => (JSON.parse(job.payload) as { to: string }).to);
    expect(recipients).toContain(admin.email);
    expect(recipients).not.toContain(intake.email);
    expect(recipients.filter((to) => to === admin.email)).toHaveLength(1);

    await app.outbox.runOnce();
    const mail = (await readMailDir(mailDir)).find((each) => each.to.includes(admin.email));
    expect(mail?.subject).toBe(`${opsEmail.en.standbySubject} / ${opsEmail.es.standbySubject}`);
    expect(mail?.body).toContain(opsEmail.en.standbyMissing);
    expect(mail?.body).toContain(opsEmail.es.standbyMissing);
    expect(mail?.body).toContain("0 / 1");
    await app.close();
  });
});
