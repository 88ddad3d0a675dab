import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";
import { noticeVersions } from "../intake/notice-versions.ts";
import { issueToken } from "../ops/tokens.ts";

describe("/api/ops console routes", () => {
  let app: FastifyInstance;
  let intake: TestMember;
  let admin: TestMember;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
    intake = await signedInMember(app, "intake", "Ines Intake");
    admin = await signedInMember(app, "admin", "Ada Admin");
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const submit = async (url: "/api/contact" | "/api/consultation", body: object) =>
    (await app.inject({ method: "POST", url, payload: body })).json().id as string;

  it("refuses a missing, made-up, idle, too old or revoked session with 401 and shows nothing", async () => {
    await submit("/api/consultation", validConsultation);
    const idle = await signedInMember(app, "intake");
    await sql(`UPDATE ops_session SET "lastSeenAt" = now() - interval '31 minutes' WHERE id = $1`, [
      idle.sessionId,
    ]);
    const old = await signedInMember(app, "intake");
    await sql(`UPDATE ops_session SET "createdAt" = now() - interval '12 hours 1 minute' WHERE id = $1`, [
      old.sessionId,
    ]);
    const revoked = await signedInMember(app, "intake");
    expect(
      (await asMember(app, admin)(`/api/ops/users/${revoked.id}/revoke-sessions`, { method: "POST" }))
        .statusCode,
    ).toBe(200);
    const headers = [
      undefined,
      "Session nope",
      `Session ${idle.token}`,
      `Session ${old.token}`,
      `Session ${revoked.token}`,
    ];
    for (const authorization of headers) {
      const response = await app.inject({
        url: "/api/ops/inbox",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain(validConsultation.email);
    }
    expect((await asMember(app, intake)("/api/ops/inbox")).statusCode).toBe(200);
  });

  it("keeps admin routes to admins and console routes to sessions (403), and refuses forged changes", async () => {
    const id = await submit("/api/contact", validContact);
    const member = asMember(app, intake);
    const invite = { email: "new.person@firm.example", role: "intake" };
    expect((await member("/api/ops/users", { method: "POST", payload: invite })).json()).toMatchObject({
      error: { code: "forbidden_role" },
    });
    const { token } = await issueToken(app.prisma, "script");
    const byToken = await app.inject({
      url: "/api/ops/inbox",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.statusCode).toBe(403);

    const change = { method: "PATCH" as const, payload: { status: "contacted" } };
    const forged: Record<string, string>[] = [
      { "x-csrf-token": "" },
      { "x-csrf-token": admin.csrfToken },
      { origin: "https://evil.example" },
    ];
    for (const headers of forged) {
      const response = await member(`/api/ops/inbox/${id}`, { ...change, headers });
      expect(response.statusCode).toBe(403);
    }
    expect(await sql(`SELECT status::text FROM contact_message WHERE id = $1`, [id])).toEqual([
      { status: "new" },
    ]);
    expect((await member(`/api/ops/inbox/${id}`, change)).statusCode).toBe(200);
    expect(await sql(`SELECT status::text FROM contact_message WHERE id = $1`, [id])).toEqual([
      { status: "contacted" },
    ]);
  });

  it("finds requests by unaccented name, e-mail part and phone digits; filters; pages by cursor", async () => {
    const garcia = await submit("/api/consultation", { ...validConsultation, urgency: "emergency" });
    const alvarez = await submit("/api/contact", validContact);
    await submit("/api/contact", { ...validContact, name: "Spam Bot", website: "x" });
    const member = asMember(app, intake);
    const ids = async (query: string) =>
      (await member(`/api/ops/inbox${query}`)).json().records.map((row: { id: string }) => row.id);
    expect(await ids("?q=Garcia")).toEqual([garcia]);
    expect(await ids("?q=nunez%20jose")).toEqual([garcia]);
    expect(await ids("?q=ALVAR")).toEqual([alvarez]);
    expect(await ids("?q=maria%40example.com")).toEqual([alvarez]);
    expect(await ids(`?q=${encodeURIComponent("(714) 555-0100")}`)).toEqual([alvarez]);
    expect(await ids("?q=7145550111")).toEqual([garcia]);
    expect(await ids("?q=nobody")).toEqual([]);
    expect(await ids("?urgency=emergency")).toEqual([garcia]);
    expect(await ids("?type=contact&caseType=accident-injuries")).toEqual([alvarez]);
    expect(await ids("")).toEqual([alvarez, garcia]);
    expect(await ids("?spam=only")).toHaveLength(1);

    const first = (await member("/api/ops/inbox?limit=1")).json();
    expect(first.records.map((row: { id: string }) => row.id)).toEqual([alvarez]);
    const second = (await member(`/api/ops/inbox?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ records: [{ id: garcia }], nextCursor: null });
    expect((await member("/api/ops/inbox?q=garcia&limit=101")).statusCode).toBe(400);
  });

  it("counts what arrived since the member last opened the inbox", async () => {
    const member = asMember(app, await signedInMember(app, "intake"));
    await submit("/api/contact", validContact);
    expect((await member("/api/ops/inbox")).json().newSinceLastVisit).toBe(1);
    expect((await member("/api/ops/inbox")).json().newSinceLastVisit).toBe(0);
    await submit("/api/consultation", validConsultation);
    await submit("/api/contact", validContact);
    expect((await member("/api/ops/inbox")).json().newSinceLastVisit).toBe(2);
  });

  it("works a request: assign, status, note; its page shows mails, earlier requests and the audited timeline", async () => {
    const earlier = await submit("/api/contact", {
      ...validContact,
      email: validConsultation.email.toUpperCase(),
    });
    const samePhone = await submit("/api/contact", {
      ...validContact,
      email: "other@example.com",
      phone: "714-555-0111",
    });
    const id = await submit("/api/consultation", validConsultation);
    await app.outbox.runOnce();
    const member = asMember(app, intake);
    expect(
      (await member(`/api/ops/inbox/${id}`, { method: "PATCH", payload: { assigneeId: intake.id } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await member(`/api/ops/inbox/${id}`, { method: "PATCH", payload: { status: "contacted" } }))
        .statusCode,
    ).toBe(200);
    const note = { method: "POST" as const, payload: { body: "Called back; llamará mañana." } };
    expect((await member(`/api/ops/inbox/${id}/notes`, note)).statusCode).toBe(201);
    expect(
      (await member(`/api/ops/inbox/${id}/notes`, { method: "POST", payload: { body: " " } })).statusCode,
    ).toBe(400);
    expect((await member(`/api/ops/inbox/${crypto.randomUUID()}/notes`, note)).statusCode).toBe(404);
    expect(
      (
        await member(`/api/ops/inbox/${id}`, {
          method: "PATCH",
          payload: { assigneeId: crypto.randomUUID() },
        })
      ).statusCode,
    ).toBe(400);

    const page = (await member(`/api/ops/inbox/${id}`)).json();
    expect(page.record).toMatchObject({
      id,
      status: "contacted",
      firstName: "José",
      urgency: validConsultation.urgency,
    });
    expect(page.assignee).toMatchObject({ id: intake.id, name: "Ines Intake" });
    expect(page.record).toMatchObject({
      page: validConsultation.page,
      consentToCalls: "false",
      consentVersion: noticeVersions[validConsultation.locale as "en" | "es"].consentVersion,
      noticeVersion: noticeVersions[validConsultation.locale as "en" | "es"].noticeVersion,
    });
    expect(page.mails.map((mail: { kind: string; status: string }) => `${mail.kind}:${mail.status}`)).toEqual(
      ["team-notification:sent", "acknowledgment:sent"],
    );
    expect(page.related.map((request: { id: string }) => request.id).sort()).toEqual(
      [earlier, samePhone].sort(),
    );
    const steps = page.timeline.map(
      (entry: { action: string; actor: string }) => `${entry.action} by ${entry.actor}`,
    );
    expect(steps).toEqual([
      "assign by Ines Intake",
      "update_status by Ines Intake",
      "note by Ines Intake",
      "show by Ines Intake",
    ]);
    expect(page.timeline[2].detail).toEqual({ body: note.payload.body });
    const audit = await sql<{ detail: object }>(
      `SELECT detail FROM audit_log WHERE action = 'add_note' AND "recordId" = $1`,
      [id],
    );
    expect(JSON.stringify(audit)).not.toContain("mañana");
  });

  it("exports the current search as CSV, audited", async () => {
    const garcia = await submit("/api/consultation", validConsultation);
    await submit("/api/contact", validContact);
    const response = await asMember(app, intake)("/api/ops/inbox/export?q=garcia");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.body).toContain(garcia);
    expect(response.body).not.toContain(validContact.email);
    const [entry] = await sql<{ actor: string; detail: { count: number } }>(
      `SELECT actor, detail FROM audit_log WHERE action = 'export' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ actor: `user:${intake.id}`, detail: { count: 1 } });
  });

  it("lets an admin invite a member (an enrolment link in the outbox) once per address, and sign out", async () => {
    const member = asMember(app, admin);
    const invite = {
      method: "POST" as const,
      payload: { email: "Nuevo@Firm.example", name: "Nuevo", role: "intake" },
    };
    expect((await member("/api/ops/users", invite)).statusCode).toBe(201);
    expect((await member("/api/ops/users", invite)).statusCode).toBe(409);
    const links = await sql<{ purpose: string; kind: string }>(
      `SELECT l.purpose::text, j.kind::text FROM ops_sign_in_link l JOIN ops_user u ON u.id = l."userId"
       JOIN outbox_job j ON j."signInLinkId" = l.id WHERE u.email = 'nuevo@firm.example'`,
    );
    expect(links).toEqual([{ purpose: "enrolment", kind: "sign-in-link" }]);
    const users = (await asMember(app, intake)("/api/ops/users")).json().users;
    expect(users.map((user: { email: string }) => user.email)).toContain("nuevo@firm.example");

    const leaving = await signedInMember(app, "intake");
    expect((await asMember(app, leaving)("/api/ops/session", { method: "DELETE" })).statusCode).toBe(200);
    expect((await asMember(app, leaving)("/api/ops/session")).statusCode).toBe(401);
  });
});
