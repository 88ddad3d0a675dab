import { validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";

describe("second probe, finding 8: a number that cannot be dialled links nobody", () => {
  let app: FastifyInstance;
  let member: TestMember;
  const send = async (email: string, phone: string): Promise<string> => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validContact, email, phone },
    });
    expect(answer.statusCode, phone).toBe(201);
    return answer.json().id;
  };
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000", GLOBAL_RATE_LIMIT_MAX: "100000" });
    member = await signedInMember(app, "intake");
    await resetIntake();
  });
  afterAll(() => app.close());

  it("second probe, finding 8: stores no E.164 for an invalid number, and links on valid ones only", async () => {
    const stranger = await send("stranger@example.com", "1 123 4567");
    const junk = await send("junk@example.com", "+1 ((((1234567");
    const nines = await send("nines@example.com", "+1 999 999 9999");
    const otherNines = await send("other.nines@example.com", "(999) 999-9999");
    const valid = await send("valid@example.com", "(714) 555-0142");
    const sameNumber = await send("same.number@example.com", "+1 714 555 0142");
    const stored = await sql<{ id: string; phoneE164: string | null }>(
      `SELECT "id", "phoneE164" FROM contact_message WHERE "id" = ANY($1::uuid[])`,
      [[junk, nines, valid]],
    );
    expect(Object.fromEntries(stored.map((row) => [row.id, row.phoneE164]))).toEqual({
      [junk]: null,
      [nines]: null,
      [valid]: "+17145550142",
    });
    const related = async (id: string) =>
      ((await asMember(app, member)(`/api/ops/inbox/${id}`)).json().related as { id: string }[]).map(
        (request) => request.id,
      );
    expect(await related(junk)).toEqual([]);
    expect(await related(nines)).toEqual([]);
    expect(await related(valid)).toEqual([sameNumber]);
    expect(await related(stranger)).toEqual([]);
    expect(otherNines).not.toBe(nines);
  });
});
