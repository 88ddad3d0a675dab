import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { issueToken, revokeToken } from "../ops/tokens.ts";

type Audit = { actor: string; action: string; recordId: string | null; detail: Record<string, unknown> };

describe("/api/ops", () => {
  let app: FastifyInstance;
  let token: string;
  let tokenId: string;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
    ({ token, id: tokenId } = await issueToken(app.prisma, "ops test"));
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const ops = (
    url: string,
    options: { method?: "GET" | "PATCH"; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      url,
      method: options.method ?? "GET",
      payload: options.payload,
      headers: { authorization: `Bearer ${token}`, ...options.headers },
    });
  const auditFor = (action: string) =>
    sql<Audit>(
      'SELECT actor, action, "recordId"::text, detail FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    );

  it("answers 401 (with WWW-Authenticate) without a token, with a wrong one or a revoked one", async () => {
    const { token: revoked, id } = await issueToken(app.prisma, "to revoke");
    await revokeToken(app.prisma, id);
    for (const authorization of [undefined, "Bearer nope", `Bearer ${revoked}`, `Basic ${token}`]) {
      const response = await app.inject({
        url: "/api/ops/records",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="ops"');
      expect(response.json()).toMatchObject({ success: false, error: { code: "unauthorized" } });
    }
  });

  it("is never served to a web page: a request naming an Origin is refused even with a token", async () => {
    const response = await ops("/api/ops/records", { headers: { origin: "http://localhost:3000" } });
    expect(response.statusCode).toBe(403);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("lists and filters records (type, status, date, spam), newest first, and audits the read", async () => {
    const contact = (await app.inject({ method: "POST", url: "/api/contact", payload: validContact })).json();
    const consultation = (
      await app.inject({ method: "POST", url: "/api/consultation", payload: validConsultation })
    ).json();
    const spam = (
      await app.inject({ method: "POST", url: "/api/contact", payload: { ...validContact, website: "x" } })
    ).json();
    await sql(`UPDATE contact_message SET "createdAt" = '2025-01-10T12:00:00Z' WHERE id = $1`, [contact.id]);

    const ids = async (query: string) =>
      (await ops(`/api/ops/records${query}`)).json().records.map((r: { id: string }) => r.id);
    expect(await ids("")).toEqual([consultation.id, contact.id]);
    expect(await ids("?type=contact")).toEqual([contact.id]);
    expect(await ids("?spam=only")).toEqual([spam.id]);
    expect(await ids("?spam=include&type=contact")).toEqual([spam.id, contact.id]);
    expect(await ids("?status=spam")).toEqual([spam.id]);
    expect(await ids("?from=2025-01-10&to=2025-01-10")).toEqual([contact.id]);
    expect(await ids("?to=2025-01-09")).toEqual([]);
    expect(await ids("?limit=1")).toEqual([consultation.id]);
    expect((await ops("/api/ops/records?type=other")).statusCode).toBe(400);

    const listed = (await ops("/api/ops/records?type=consultation")).json().records[0];
    expect(listed).toMatchObject({
      type: "consultation",
      name: "José Núñez-García",
      estimatedDamages: "100k-250k",
      preferredContactMethod: "in-person",
      incidentDate: "2025-03-14",
    });
    expect(await auditFor("list")).toEqual([
      {
        actor: `token:${tokenId}`,
        action: "list",
        recordId: null,
        detail: { filter: { type: "consultation" }, count: 1 },
      },
    ]);
  });

  it("shows one record and audits it; unknown ids are 404 (and audited too)", async () => {
    const { id } = (await app.inject({ method: "POST", url: "/api/contact", payload: validContact })).json();
    const shown = await ops(`/api/ops/records/${id}`);
    expect(shown.json().record).toMatchObject({
      type: "contact",
      id,
      name: validContact.name,
      message: validContact.message,
      caseType: "accident-injuries",
      status: "new",
    });
    expect(await auditFor("show")).toEqual([
      { actor: `token:${tokenId}`, action: "show", recordId: id, detail: {} },
    ]);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await ops(`/api/ops/records/${missing}`)).statusCode).toBe(404);
    expect((await auditFor("show"))[0]?.recordId).toBe(missing);
    expect((await ops("/api/ops/records/not-a-uuid")).statusCode).toBe(400);
  });

  it("changes a record's status and audits the change (from, to)", async () => {
    const { id } = (
      await app.inject({ method: "POST", url: "/api/consultation", payload: validConsultation })
    ).json();
    const changed = await ops(`/api/ops/records/${id}`, {
      method: "PATCH",
      payload: { status: "contacted" },
    });
    expect(changed.json().record).toMatchObject({ id, status: "contacted" });
    const [row] = await sql<{ status: string; later: boolean }>(
      'SELECT status::text, "updatedAt" > "createdAt" AS later FROM consultation_request',
    );
    expect(row).toEqual({ status: "contacted", later: true });
    expect(await auditFor("update_status")).toEqual([
      {
        actor: `token:${tokenId}`,
        action: "update_status",
        recordId: id,
        detail: { from: "new", to: "contacted" },
      },
    ]);
    expect(
      (await ops(`/api/ops/records/${id}`, { method: "PATCH", payload: { status: "won" } })).statusCode,
    ).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (await ops(`/api/ops/records/${missing}`, { method: "PATCH", payload: { status: "signed" } }))
        .statusCode,
    ).toBe(404);
  });

  it("exports CSV with formula cells neutralised, and audits the export", async () => {
    await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validContact, name: '=HYPERLINK("http://x")', phone: "+1 714 555 0100" },
    });
    const response = await ops("/api/ops/export?type=contact");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const [header, line] = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header?.startsWith("type,id,createdAt")).toBe(true);
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(line).toContain(",'+1 714 555 0100,");
    expect((await auditFor("export"))[0]?.detail).toEqual({ filter: { type: "contact" }, count: 1 });
  });

  it("keeps the audit log append-only: the database refuses to change or delete entries", async () => {
    await expect(sql("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(sql("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
    await expect(sql("TRUNCATE audit_log")).rejects.toThrow(/append-only/);
  });
});
