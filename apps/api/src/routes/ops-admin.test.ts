import { validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";
import { consumeSignInLink, issueSignInLink } from "../ops/sign-in-links.ts";
import { issueToken } from "../ops/tokens.ts";

describe("/api/ops admin routes", () => {
  let app: FastifyInstance;
  let admin: TestMember;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
    admin = await signedInMember(app, "admin", "Ada Admin");
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  it("are refused to intake members (403) and show them nothing", async () => {
    const intake = asMember(app, await signedInMember(app, "intake"));
    for (const [url, method] of [
      ["/api/ops/audit", "GET"],
      ["/api/ops/tokens", "GET"],
      ["/api/ops/retention", "POST"],
    ] as const) {
      const response = await intake(url, {
        method,
        ...(method === "POST" ? { payload: { dryRun: true } } : {}),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: "forbidden_role" } });
    }
  });

  it("pages through the audit log, newest first, actors by name", async () => {
    const as = asMember(app, admin);
    await as("/api/ops/inbox");
    await as("/api/ops/inbox?status=new");
    const first = (await as("/api/ops/audit?limit=1")).json();
    expect(first.entries).toEqual([expect.objectContaining({ action: "list", actor: "Ada Admin" })]);
    const second = (await as(`/api/ops/audit?limit=1&before=${first.nextBefore}`)).json();
    expect(second.entries[0].id).toBeLessThan(first.entries[0].id);
  });

  it("purges by retention after a dry run that deletes nothing, both audited", async () => {
    const as = asMember(app, admin);
    const old = (await app.inject({ method: "POST", url: "/api/contact", payload: validContact })).json().id;
    const recent = (await app.inject({ method: "POST", url: "/api/contact", payload: validContact })).json()
      .id;
    await sql(`UPDATE contact_message SET "createdAt" = now() - interval '800 days' WHERE id = $1`, [old]);
    const dry = (await as("/api/ops/retention", { method: "POST", payload: { dryRun: true } })).json();
    expect(dry).toMatchObject({ dryRun: true, days: 730, contactMessages: 1, consultationRequests: 0 });
    expect(await sql(`SELECT count(*)::int AS n FROM contact_message`)).toEqual([{ n: 2 }]);
    const done = (await as("/api/ops/retention", { method: "POST", payload: { dryRun: false } })).json();
    expect(done).toMatchObject({ dryRun: false, contactMessages: 1 });
    expect(await sql(`SELECT id::text FROM contact_message`)).toEqual([{ id: recent }]);
    const actions = await sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'purge%' ORDER BY id DESC LIMIT 2`,
    );
    expect(actions.map((row) => row.action)).toEqual(["purge", "purge_dry_run"]);
  });

  it("lists and revokes API tokens: a revoked token is refused at once", async () => {
    const as = asMember(app, admin);
    const { id, token } = await issueToken(app.prisma, "nightly export");
    expect((await as("/api/ops/tokens")).json().tokens).toContainEqual(
      expect.objectContaining({ id, label: "nightly export", revokedAt: null }),
    );
    expect((await as(`/api/ops/tokens/${id}/revoke`, { method: "POST" })).statusCode).toBe(200);
    expect((await as(`/api/ops/tokens/${id}/revoke`, { method: "POST" })).statusCode).toBe(404);
    const byToken = await app.inject({
      url: "/api/ops/records",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.statusCode).toBe(401);
  });

  it("changes a member's role, disables them (their sessions end), never their own account", async () => {
    const as = asMember(app, admin);
    const member = await signedInMember(app, "intake");
    expect(
      (await as(`/api/ops/users/${member.id}`, { method: "PATCH", payload: { role: "admin" } })).statusCode,
    ).toBe(200);
    expect((await asMember(app, member)("/api/ops/audit")).statusCode).toBe(200);
    expect(
      (await as(`/api/ops/users/${member.id}`, { method: "PATCH", payload: { disabled: true } })).statusCode,
    ).toBe(200);
    expect((await asMember(app, member)("/api/ops/inbox")).statusCode).toBe(401);
    const own = await as(`/api/ops/users/${admin.id}`, { method: "PATCH", payload: { disabled: true } });
    expect(own.json()).toMatchObject({ error: { code: "own_account" } });
    expect(
      (await as(`/api/ops/users/${crypto.randomUUID()}`, { method: "PATCH", payload: { role: "intake" } }))
        .statusCode,
    ).toBe(404);
  });

  it("security finding 5: refuses a member id in another letter case, so no admin demotes themselves", async () => {
    const as = asMember(app, admin);
    const upper = await as(`/api/ops/users/${admin.id.toUpperCase()}`, {
      method: "PATCH",
      payload: { role: "intake" },
    });
    expect(upper.statusCode).toBe(400);
    expect(upper.json()).toMatchObject({ error: { message: expect.stringContaining("id") } });
    expect((await as("/api/ops/audit")).statusCode).toBe(200);
    const braces = await as(`/api/ops/users/{${admin.id}}/revoke-sessions`, { method: "POST" });
    expect(braces.statusCode).toBe(400);
  });

  it("security finding 6: disabling a member revokes their unspent sign-in and invitation links", async () => {
    const as = asMember(app, await signedInMember(app, "admin"));
    const member = await signedInMember(app, "intake");
    const links = await Promise.all(
      (["enrolment", "sign_in"] as const).map((purpose) =>
        issueSignInLink(app.prisma, { userId: member.id, purpose, siteOrigin: "https://firm.example" }),
      ),
    );
    const disable = { method: "PATCH", payload: { disabled: true } } as const;
    expect((await as(`/api/ops/users/${member.id}`, disable)).statusCode).toBe(200);
    const enable = { method: "PATCH", payload: { disabled: false } } as const;
    expect((await as(`/api/ops/users/${member.id}`, enable)).statusCode).toBe(200);
    for (const link of links) {
      const token = new URLSearchParams(new URL(link).hash.slice(1)).get("token") ?? "";
      expect(await consumeSignInLink(app.prisma, token)).toBeNull();
    }
  });
});
