import { validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";

describe("logging a call: one note marked as contact", () => {
  let app: FastifyInstance;
  let member: TestMember;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
    member = await signedInMember(app, "intake", "Carla Caller");
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const submit = async () =>
    (await app.inject({ method: "POST", url: "/api/contact", payload: validContact })).json().id as string;
  const logCall = (id: string, contact = true) =>
    asMember(app, member)(`/api/ops/inbox/${id}/notes`, {
      method: "POST",
      payload: { body: "Called: she will send the photos.", contact },
    });
  const record = async (id: string) =>
    (
      await sql<{ status: string; firstResponseAt: Date | null; notes: number }>(
        `SELECT status::text, "firstResponseAt", (SELECT count(*)::int FROM record_note WHERE "contactMessageId" = $1) AS notes
         FROM contact_message WHERE id = $1`,
        [id],
      )
    )[0];
  const audited = async (id: string) =>
    sql<{ action: string; detail: object | null }>(
      `SELECT action, detail FROM audit_log WHERE "recordId" = $1 AND action IN ('add_note', 'update_status') ORDER BY id`,
      [id],
    );

  it("records the note, the first response and new → contacted, each audited", async () => {
    const id = await submit();
    expect((await logCall(id)).statusCode).toBe(201);
    expect(await record(id)).toMatchObject({
      status: "contacted",
      firstResponseAt: expect.any(Date),
      notes: 1,
    });
    expect(await audited(id)).toEqual([
      { action: "add_note", detail: { contact: true } },
      { action: "update_status", detail: { from: "new", to: "contacted", contact: true } },
    ]);
    const timeline = (await asMember(app, member)(`/api/ops/inbox/${id}`)).json().timeline;
    expect(timeline.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(["note", "update_status"]),
    );
  });

  it("leaves a status past new as it is, and the first response as it was", async () => {
    const id = await submit();
    await asMember(app, member)(`/api/ops/inbox/${id}`, {
      method: "PATCH",
      payload: { status: "scheduled" },
    });
    const first = (await record(id))?.firstResponseAt;
    await logCall(id);
    expect(await record(id)).toMatchObject({ status: "scheduled", firstResponseAt: first, notes: 1 });
    expect((await audited(id)).map((entry) => entry.action)).toEqual(["update_status", "add_note"]);
  });

  it("a plain note changes nothing but the notes, and a note on no request is a 404", async () => {
    const id = await submit();
    await logCall(id, false);
    expect(await record(id)).toMatchObject({ status: "new", firstResponseAt: null, notes: 1 });
    expect((await logCall(crypto.randomUUID())).statusCode).toBe(404);
  });
});
