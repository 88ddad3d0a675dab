import { freshToken, validContact } from "@firm/testkit/fixtures";
import { describe, expect, it } from "vitest";
import { buildTestApp, sql } from "../../tests/harness/app.ts";
import { appWithMail, siteOrigin as origin, teamAddress as team } from "../../tests/harness/mail-app.ts";
import { localDayAndHour, queueDailySummary } from "./reply-watch.ts";

const timeZone = "America/Los_Angeles";

describe("the firm's day, daylight saving included", () => {
  it("reads the day and hour on California's clock on both sides of each change", () => {
    // 2026-11-01: 02:00 PDT becomes 01:00 PST. 15:00 UTC is 08:00 PDT the day before, 07:00 PST that day.
    expect(localDayAndHour(new Date("2026-10-31T15:00:00Z"), timeZone)).toEqual({
      day: "2026-10-31",
      hour: 8,
    });
    expect(localDayAndHour(new Date("2026-11-01T15:00:00Z"), timeZone)).toEqual({
      day: "2026-11-01",
      hour: 7,
    });
    // 2026-03-08: 02:00 PST becomes 03:00 PDT.
    expect(localDayAndHour(new Date("2026-03-08T09:59:00Z"), timeZone)).toEqual({
      day: "2026-03-08",
      hour: 1,
    });
    expect(localDayAndHour(new Date("2026-03-08T10:00:00Z"), timeZone)).toEqual({
      day: "2026-03-08",
      hour: 3,
    });
    expect(localDayAndHour(new Date("2026-11-28T07:30:00Z"), timeZone)).toEqual({
      day: "2026-11-27",
      hour: 23,
    });
  });
});

describe("the daily summary (decision 0095)", () => {
  const suite = appWithMail();
  const { settings } = suite;
  const app = suite.app;

  const contact = async (extra: object = {}) =>
    (
      await app().inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...validContact, formToken: freshToken("contact"), ...extra },
      })
    ).json().id as string;

  it("goes out once the firm's hour has come, once a day whatever the replicas", async () => {
    const at = (iso: string) => ({ hour: 8, timeZone, now: new Date(iso) });
    // The day the clocks go back: 15:00 UTC is 07:00 in California, too early; 16:00 UTC is 08:00.
    expect(await queueDailySummary(app().pool, at("2026-11-01T15:00:00Z"))).toBeNull();
    const replica = await buildTestApp(settings);
    const queued = await Promise.all([
      queueDailySummary(app().pool, at("2026-11-01T16:00:00Z")),
      queueDailySummary(replica.pool, at("2026-11-01T16:00:00Z")),
    ]);
    await replica.close();
    expect(queued.filter(Boolean).map((summary) => summary?.day)).toEqual(["2026-11-01"]);
    expect(await queueDailySummary(app().pool, at("2026-11-02T06:59:00Z"))).toBeNull();
    // In summer, 15:00 UTC is already 08:00 in California.
    expect((await queueDailySummary(app().pool, at("2026-07-01T15:00:00Z")))?.day).toBe("2026-07-01");
  });

  it("counts new, overdue and spam requests, and links to the inbox", async () => {
    await contact();
    const late = await contact();
    await sql(`UPDATE "contact_message" SET "dueAt" = now() - interval '1 minute' WHERE "id" = $1`, [late]);
    await contact({ website: "http://bot.example" });
    const summary = await queueDailySummary(app().pool, {
      hour: 0,
      timeZone,
      now: new Date("2026-11-27T20:00:00Z"),
    });
    expect(summary).toEqual({ day: "2026-11-27", received: 2, waiting: 2, overdue: 1, spam: 1 });

    await app().outbox.runOnce();
    const [mail] = (await suite.mails()).filter((entry) => entry.subject.startsWith("Intake summary"));
    expect(mail?.to).toContain(team);
    expect(mail?.subject).toBe("Intake summary for November 27, 2026: 2 waiting, 1 overdue");
    expect(mail?.body).toContain("Received in the last 24 hours: 2");
    expect(mail?.body).toContain("Sent to spam in the last 24 hours: 1");
    expect(mail?.body).toContain(`${origin}/ops?sort=due`);
    expect(mail?.body).not.toContain(validContact.message);
  });
});
