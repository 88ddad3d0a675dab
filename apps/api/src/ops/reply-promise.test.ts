import { formatFirmTime } from "@firm/content/firm-time";
import { replyWithin } from "@firm/intake/reply-promise";
import { freshToken, validConsultation, validContact } from "@firm/testkit/fixtures";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, sql } from "../../tests/harness/app.ts";
import { appWithMail, siteOrigin as origin, teamAddress as team } from "../../tests/harness/mail-app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";

/** Times each stored instant of a record, in milliseconds since its receipt. */
async function stored(id: string) {
  const [row] = await sql<{ due: number; first: number | null; escalated: Date | null }>(
    `SELECT extract(epoch FROM "dueAt" - "createdAt") * 1000 AS "due",
       extract(epoch FROM "firstResponseAt" - "createdAt") * 1000 AS "first", "escalatedAt" AS "escalated"
     FROM "intake_record" WHERE "id" = $1`,
    [id],
  );
  return { due: Number(row?.due), first: row?.first ?? null, escalated: row?.escalated ?? null };
}

/** Moves a request's receipt (and its due time with it) `minutes` into the past. */
const age = (id: string, minutes: number) =>
  Promise.all(
    ["contact_message", "consultation_request"].map((table) =>
      sql(
        `UPDATE "${table}" SET "createdAt" = "createdAt" - make_interval(mins => $2),
           "dueAt" = "dueAt" - make_interval(mins => $2) WHERE "id" = $1`,
        [id, minutes],
      ),
    ),
  );

describe("the reply promise: due times, first responses, escalation (decision 0095)", () => {
  const suite = appWithMail();
  const { settings } = suite;
  const app = suite.app;
  let member: TestMember;
  beforeAll(async () => {
    member = await signedInMember(app(), "intake", "Ines Intake");
  });

  const consultation = async (urgency: string) =>
    (
      await app().inject({
        method: "POST",
        url: "/api/consultation",
        payload: { ...validConsultation, formToken: freshToken("consultation"), urgency },
      })
    ).json().id as string;
  const contact = async () =>
    (
      await app().inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...validContact, formToken: freshToken("contact") },
      })
    ).json().id as string;

  it("gives each request its due time by urgency, from the one table of durations", async () => {
    const ids = {
      emergency: await consultation("emergency"),
      urgent: await consultation("urgent"),
      normal: await consultation("normal"),
      contact: await contact(),
    };
    expect((await stored(ids.emergency)).due).toBe(replyWithin.emergency);
    expect((await stored(ids.urgent)).due).toBe(replyWithin.urgent);
    expect((await stored(ids.normal)).due).toBe(24 * 3_600_000);
    expect((await stored(ids.contact)).due).toBe(24 * 3_600_000);
    expect(replyWithin.emergency).toBeLessThan(replyWithin.urgent);
  });

  it("says when the reply is due in the team's e-mail, in California time", async () => {
    const id = await consultation("emergency");
    await app().outbox.runOnce();
    const [notice] = await suite.teamMails();
    const [row] = await sql<{ dueAt: Date }>(`SELECT "dueAt" FROM "intake_record" WHERE "id" = $1`, [id]);
    // formatFirmTime's own test holds its strings across both daylight-saving changes.
    const due = formatFirmTime(row?.dueAt ?? new Date(0), "en");
    expect(notice?.body).toContain(`Reply due by: ${due}`);
    expect(due).toMatch(/P[SD]T$/);
  });

  it("records the first response once: a status leaving new, or a note marked as contact", async () => {
    const call = asMember(app(), member);
    const [byStatus, byNote, byPlainNote, toSpam] = [
      await contact(),
      await contact(),
      await contact(),
      await contact(),
    ];
    await call(`/api/ops/inbox/${byStatus}`, { method: "PATCH", payload: { status: "contacted" } });
    const first = (await stored(byStatus)).first;
    expect(first).not.toBeNull();
    await call(`/api/ops/inbox/${byStatus}`, { method: "PATCH", payload: { status: "scheduled" } });
    expect((await stored(byStatus)).first).toBe(first);

    const note = (id: string, contactMade: boolean) =>
      call(`/api/ops/inbox/${id}/notes`, {
        method: "POST",
        payload: { body: "Called, left a message.", contact: contactMade },
      });
    expect((await note(byNote, true)).statusCode).toBe(201);
    expect((await stored(byNote)).first).not.toBeNull();
    expect((await note(byPlainNote, false)).statusCode).toBe(201);
    expect((await stored(byPlainNote)).first).toBeNull();
    await call(`/api/ops/inbox/${toSpam}`, { method: "PATCH", payload: { status: "spam" } });
    expect((await stored(toSpam)).first).toBeNull();
    const [audit] = await sql<{ detail: object }>(
      `SELECT detail FROM audit_log WHERE action = 'add_note' AND "recordId" = $1`,
      [byNote],
    );
    expect(audit?.detail).toEqual({ contact: true });
  });

  it("sorts the inbox by due time, page after page, and filters overdue requests", async () => {
    const call = asMember(app(), member);
    const normal = await consultation("normal");
    const emergency = await consultation("emergency");
    const late = await contact();
    await age(late, 25 * 60);
    const answered = await contact();
    await age(answered, 26 * 60);
    await call(`/api/ops/inbox/${answered}`, { method: "PATCH", payload: { status: "contacted" } });

    const first = (await call("/api/ops/inbox?sort=due&limit=2")).json();
    expect(first.records.map((row: { id: string }) => row.id)).toEqual([answered, late]);
    const second = (await call(`/api/ops/inbox?sort=due&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.records.map((row: { id: string }) => row.id)).toEqual([emergency, normal]);
    expect(second.records[0]).toMatchObject({ firstResponseAt: null, dueAt: expect.any(String) });

    const overdue = (await call("/api/ops/inbox?overdue=true")).json();
    expect(overdue.records.map((row: { id: string }) => row.id)).toEqual([late]);
    // A cursor of one order is refused by the other, with the parameter named.
    const mixed = await call(`/api/ops/inbox?cursor=${first.nextCursor}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toMatchObject({ code: "invalid_cursor" });
  });

  it("escalates an emergency still new after its time with one e-mail, across replicas and restarts", async () => {
    const waiting = await consultation("emergency");
    const answered = await consultation("emergency");
    const fresh = await consultation("emergency");
    const normal = await consultation("normal");
    await Promise.all([waiting, answered, normal].map((id) => age(id, 20)));
    await asMember(app(), member)(`/api/ops/inbox/${answered}`, {
      method: "PATCH",
      payload: { status: "contacted" },
    });
    // A second replica on the same database, both checking at once; then a restarted one.
    const replica = await buildTestApp(settings);
    const checks = await Promise.all([app().replyWatch.check(), replica.replyWatch.check()]);
    expect(checks.map((check) => check.escalations).sort()).toEqual([0, 1]);
    await replica.close();
    const restarted = await buildTestApp(settings);
    expect((await restarted.replyWatch.check()).escalations).toBe(0);
    await restarted.close();
    expect((await stored(waiting)).escalated).not.toBeNull();
    expect((await stored(fresh)).escalated).toBeNull();

    await app().outbox.runOnce();
    const escalations = (await suite.mails()).filter((mail) => mail.subject.startsWith("[No reply yet]"));
    expect(escalations).toHaveLength(1);
    const [mail] = escalations;
    expect(mail?.to).toContain(team);
    expect(mail?.subject).toBe("[No reply yet] Emergency: New consultation request – Catastrophic injury");
    expect(mail?.body).toMatch(/This request arrived 20 min ago and is still new\. Reply due by .+ P[SD]T\./);
    expect(mail?.body).toContain(`${origin}/ops/records/${waiting}`);
    expect(mail?.body).not.toContain(validConsultation.caseDescription);
  });
});
