import { freshToken, validConsultation, validContact } from "@firm/testkit/fixtures";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../../tests/harness/app.ts";
import { appWithMail, siteOrigin as origin, teamAddress as team } from "../../tests/harness/mail-app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";

describe("soft spam signals reach the team; a spam request can be marked not spam", () => {
  const suite = appWithMail({ MIN_FILL_MS: "3000" });
  let member: TestMember;
  beforeAll(async () => {
    member = await signedInMember(suite.app(), "intake", "Ines Intake");
  });

  const submit = async (url: string, body: object) =>
    (await suite.app().inject({ method: "POST", url, payload: body })).json().id as string;
  const { teamMails } = suite;

  it("tells the team of a consultation sent half a second after its token, marked check", async () => {
    const id = await submit("/api/consultation", {
      ...validConsultation,
      formToken: freshToken("consultation", 500),
      urgency: "emergency",
    });
    expect(await suite.app().outbox.runOnce()).toBe(2);
    const [notice] = await teamMails();
    expect(notice?.subject).toBe("[Check] Emergency: New consultation request – Catastrophic injury");
    expect(notice?.body).toContain("Check, because: Sent too fast");
    expect(notice?.body).toContain(`${origin}/ops/records/${id}`);
    const inbox = await asMember(suite.app(), member)("/api/ops/inbox");
    expect(inbox.json().records).toMatchObject([{ id, status: "new", check: "too-fast" }]);
  });

  it("sends the e-mails of a request marked not spam at that moment, once, and audits it", async () => {
    const id = await submit("/api/contact", { ...validContact, website: "http://x.example" });
    expect(await suite.app().outbox.runOnce()).toBe(0);
    const call = asMember(suite.app(), member);
    const notSpam = () =>
      call(`/api/ops/inbox/${id}`, { method: "PATCH", payload: { status: "new" } }).then((r) => r.statusCode);
    expect(await Promise.all([notSpam(), notSpam()])).toEqual([200, 200]);
    expect(await suite.app().outbox.runOnce()).toBe(2);
    const mails = await suite.mails();
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Hemos recibido su solicitud – Solano Reyes Law Group",
      "[Check] New contact message – Accident injuries",
    ]);
    expect(mails.find((mail) => mail.to.includes(team))?.body).toContain(
      "Check, because: Filled the hidden field",
    );

    // Back to spam and out again: the request's e-mails were sent, none is sent again.
    await call(`/api/ops/inbox/${id}`, { method: "PATCH", payload: { status: "spam" } });
    expect(await notSpam()).toBe(200);
    expect(await suite.app().outbox.runOnce()).toBe(0);
    expect(await sql("SELECT kind::text FROM outbox_job ORDER BY kind::text")).toEqual([
      { kind: "acknowledgment" },
      { kind: "team-notification" },
    ]);
    const audits = await sql<{ action: string; detail: object }>(
      `SELECT action, detail FROM audit_log WHERE "recordId" = $1 AND action IN ('not_spam', 'update_status')
       ORDER BY id`,
      [id],
    );
    const fromSpam = { from: "spam", to: "new", reason: "honeypot" };
    expect(audits.filter((entry) => entry.action === "not_spam").map((entry) => entry.detail)).toEqual([
      { ...fromSpam, mails: 2 },
      { ...fromSpam, mails: 0 },
    ]);
    expect(audits.filter((entry) => entry.action === "update_status").map((entry) => entry.detail)).toEqual([
      { from: "new", to: "new" },
      { from: "new", to: "spam" },
    ]);
  });
});
