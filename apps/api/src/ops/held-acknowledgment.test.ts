import { freshToken, validConsultation, validContact } from "@firm/testkit/fixtures";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../../tests/harness/app.ts";
import { appWithMail, teamAddress as team } from "../../tests/harness/mail-app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";

const victim = "victim@example.com";

describe("second probe, finding 3: the firm's name mails nobody a script names", () => {
  const suite = appWithMail({ MIN_FILL_MS: "3000" });
  let member: TestMember;
  beforeAll(async () => {
    member = await signedInMember(suite.app(), "intake", "Ines Intake");
  });
  const post = async (url: string, body: object) => {
    const answer = await suite.app().inject({ method: "POST", url, payload: body });
    expect(answer.statusCode).toBe(201);
    return answer.json().id as string;
  };
  const mailsTo = async (address: string) =>
    (await suite.mails()).filter((mail) => mail.to.includes(address)).map((mail) => mail.subject);
  const jobs = (id: string) =>
    sql<{ kind: string }>(
      `SELECT kind::text FROM outbox_job WHERE "contactMessageId" = $1 OR "consultationRequestId" = $1
       ORDER BY kind::text`,
      [id],
    ).then((rows) => rows.map((row) => row.kind));

  it("second probe, finding 3: a post without a form token reaches the team and mails no acknowledgment", async () => {
    const id = await post("/api/contact", { name: "x", email: victim, message: "hello" });
    expect(await jobs(id)).toEqual(["team-notification"]);
    await suite.app().outbox.runOnce();
    expect(await mailsTo(victim)).toEqual([]);
    const [notice] = (await suite.teamMails()).map((mail) => mail.body);
    expect(notice).toContain("Check, because: Form token missing");
    expect(notice).toContain("acknowledgment is held");
  });

  it("second probe, finding 3: a member marking it genuine sends the acknowledgment, once", async () => {
    const id = await post("/api/contact", { name: "Rosa", email: victim, message: "a stale page" });
    await suite.app().outbox.runOnce();
    const call = asMember(suite.app(), member);
    const genuine = () => call(`/api/ops/inbox/${id}/acknowledgment`, { method: "POST" });
    expect((await Promise.all([genuine(), genuine()])).map((answer) => answer.statusCode)).toEqual([
      200, 200,
    ]);
    expect(await jobs(id)).toEqual(["acknowledgment", "team-notification"]);
    await suite.app().outbox.runOnce();
    expect(await mailsTo(victim)).toEqual(["We received your request – Solano Reyes Law Group"]);
    expect((await genuine()).statusCode).toBe(200);
    expect(await jobs(id)).toEqual(["acknowledgment", "team-notification"]);
    const audits = await sql<{ action: string; detail: object }>(
      `SELECT action, detail FROM audit_log WHERE "recordId" = $1 AND action = 'acknowledge' ORDER BY id`,
      [id],
    );
    // The two marks sent at once audit in either order; one of them, and only one, queued the e-mail.
    const [first, second, last] = audits.map((entry) => entry.detail);
    expect([first, second]).toEqual(
      expect.arrayContaining([
        { reason: "token-missing", queued: 1 },
        { reason: "token-missing", queued: 0 },
      ]),
    );
    expect(last).toEqual({ reason: "token-missing", queued: 0 });
  });

  it("second probe, finding 3: a reused token's extra requests are held too; a late or quick form's are not", async () => {
    const formToken = freshToken("consultation");
    const ids: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++)
      ids.push(await post("/api/consultation", { ...validConsultation, formToken }));
    expect(await jobs(ids[3] ?? "")).toEqual(["team-notification"]);
    expect(await jobs(ids[0] ?? "")).toEqual(["acknowledgment", "team-notification"]);
    for (const issuedAgo of [25 * 3_600_000, 500]) {
      const id = await post("/api/contact", { ...validContact, formToken: freshToken("contact", issuedAgo) });
      expect(await jobs(id), String(issuedAgo)).toEqual(["acknowledgment", "team-notification"]);
    }
  });

  it("refuses to acknowledge a request in spam (marking it not spam does), or one that is not there", async () => {
    const id = await post("/api/contact", { ...validContact, website: "http://x.example" });
    const call = asMember(suite.app(), member);
    expect((await call(`/api/ops/inbox/${id}/acknowledgment`, { method: "POST" })).statusCode).toBe(409);
    expect(await jobs(id)).toEqual([]);
    const missing = await call(`/api/ops/inbox/${crypto.randomUUID()}/acknowledgment`, { method: "POST" });
    expect(missing.statusCode).toBe(404);
    expect(await suite.teamMails()).toEqual([]);
    expect(team).toContain("@");
  });
});
