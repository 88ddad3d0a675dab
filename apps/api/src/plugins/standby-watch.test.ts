import { validContact } from "@firm/testkit/fixtures";
import { seriesValue } from "@firm/testkit/prometheus-text";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { testDatabaseUrl } from "../../tests/harness/database-url.ts";
import { postIntake } from "../../tests/harness/intake.ts";

/**
 * The standby watch and the standby gauges on the test database, which has no replication. Its
 * connections are told, as Patroni's settings tell the cluster's, that one synchronous standby is
 * expected: the primary has none, so it is a primary left alone. The real cluster is in
 * tools/measure/failover.test.ts; the alert the gauges fire, in infra/monitoring/rules.test.yml.
 */
const expectingStandby = () => {
  const url = new URL(testDatabaseUrl());
  url.searchParams.set("options", "-c firm.synchronous_standbys=1");
  return url.toString();
};

const standbyGauges = async (app: FastifyInstance) => {
  const text = (await app.internal.inject("/metrics")).body;
  return {
    synchronous: seriesValue(text, "firm_database_synchronous_standbys"),
    expected: seriesValue(text, "firm_database_synchronous_standbys_expected"),
  };
};

describe("the standby watch", () => {
  it("says off for a database that expects no standby, and its gauges say 0 of 0", async () => {
    const app = await buildTestApp({ STANDBY_WATCH_MS: "0" });
    expect((await app.standbyWatch.check()).state).toBe("off");
    expect((await app.inject("/api/ready")).json()).toMatchObject({ status: "ready", standby: "off" });
    expect(await standbyGauges(app)).toEqual({ synchronous: 0, expected: 0 });
    await app.close();
  });

  it("keeps taking requests with the standby missing, says so in /api/ready and its gauges, e-mails nobody", async () => {
    await resetIntake();
    // Checked by hand below, not on a timer.
    const app = await buildTestApp({ STANDBY_WATCH_MS: "0" }, { databaseUrl: expectingStandby() });
    expect((await app.inject("/api/ready")).json()).toMatchObject({ standby: "unknown" });
    // The gauges are read when scraped, whatever the watch has read: the monitoring needs no watch.
    expect(await standbyGauges(app)).toEqual({ synchronous: 0, expected: 1 });

    expect(await app.standbyWatch.check()).toEqual({ state: "missing", expected: 1, synchronous: 0 });
    const ready = await app.inject("/api/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", standby: "missing" });
    expect((await postIntake(app, "/api/contact", "json", { ...validContact })).statusCode).toBe(201);
    // Only the request's own e-mails: the admins hear of the standby through the monitoring's alert.
    const kinds = await sql<{ kind: string }>(`SELECT DISTINCT "kind"::text AS "kind" FROM "outbox_job"`);
    expect(kinds.map((row) => row.kind).sort()).toEqual(["acknowledgment", "team-notification"]);
    await app.close();
  });
});
