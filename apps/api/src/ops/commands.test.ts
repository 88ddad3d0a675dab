import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { runOps } from "./commands.ts";

describe("pnpm ops", () => {
  let app: FastifyInstance;
  let output: string[];
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetIntake();
    output = [];
  });

  const ops = (...argv: string[]) =>
    runOps(argv, {
      prisma: app.prisma,
      pool: app.pool,
      retentionDays: 730,
      siteOrigin: "http://localhost:3000",
      actor: "cli:tester",
      out: (text) => output.push(text),
    });
  const submit = async (url: string, payload: object) =>
    (await app.inject({ method: "POST", url, payload })).json().id as string;
  const lastAudit = async () =>
    (
      await sql<{ actor: string; action: string }>(
        "SELECT actor, action FROM audit_log ORDER BY id DESC LIMIT 1",
      )
    )[0];

  it("prints the usage for help (exit 0) and for unknown commands or options (exit 2)", async () => {
    expect(await ops()).toBe(0);
    expect(output.join()).toContain("Usage: pnpm ops");
    expect(await ops("frobnicate")).toBe(2);
    expect(await ops("list", "--colour")).toBe(2);
    expect(await ops("list", "--type", "other")).toBe(2);
    expect(await ops("list", "--from", "2025-13-40")).toBe(2);
    expect(await ops("show", "nope")).toBe(2);
    expect(await ops("status", "00000000-0000-4000-8000-000000000000", "won")).toBe(2);
    expect(await ops("token", "shred")).toBe(2);
    expect(await ops("purge", "--days", "0")).toBe(2);
  });

  it("lists and filters records, shows one and changes its status, auditing each", async () => {
    const contact = await submit("/api/contact", validContact);
    const consultation = await submit("/api/consultation", validConsultation);
    expect(await ops("list")).toBe(0);
    expect(output.at(-1)?.split("\n")).toHaveLength(2);
    expect(await ops("list", "--type", "contact", "--status", "new", "--limit", "5")).toBe(0);
    expect(output.at(-1)).toContain(contact);
    expect(output.at(-1)).not.toContain(consultation);
    expect(await ops("list", "--spam", "only")).toBe(0);
    expect(output.at(-1)).toBe("no records");
    const { formToken: _token, ...tokenless } = { ...validContact };
    const check = await submit("/api/contact", tokenless);
    const spam = await submit("/api/contact", { ...validContact, website: "http://x.example" });
    expect(await ops("list", "--spam", "only")).toBe(0);
    expect(output.at(-1)).toMatch(new RegExp(`contact  spam:honeypot  ${spam}  `));
    expect(await ops("list", "--type", "contact")).toBe(0);
    expect(output.at(-1)).toMatch(new RegExp(`contact  new/check:token-missing  ${check}  `));
    await sql("DELETE FROM contact_message WHERE id = ANY($1::uuid[])", [[spam, check]]);
    expect(await lastAudit()).toEqual({ actor: "cli:tester", action: "list" });

    expect(await ops("show", consultation)).toBe(0);
    expect(output.at(-1)).toContain("caseDescription: A truck ran a red light");
    expect(output.at(-1)).toContain("estimatedDamages: 100k-250k");
    expect(await ops("show", "00000000-0000-4000-8000-000000000000")).toBe(1);

    expect(await ops("status", contact, "scheduled")).toBe(0);
    expect(output.at(-1)).toBe(`${contact}: new → scheduled`);
    expect(await sql("SELECT status::text FROM contact_message")).toEqual([{ status: "scheduled" }]);
    expect(await lastAudit()).toEqual({ actor: "cli:tester", action: "update_status" });
    expect(await ops("status", "00000000-0000-4000-8000-000000000000", "signed")).toBe(1);
  });

  it("exports CSV to stdout or an owner-only file, formula cells neutralised", async () => {
    await submit("/api/contact", { ...validContact, name: "@SUM(1+1)", message: "-1+1 dangerous" });
    expect(await ops("export", "--type", "contact")).toBe(0);
    expect(output.at(-1)).toContain("'@SUM(1+1)");
    const dir = await mkdtemp(join(tmpdir(), "firm-csv-"));
    const file = join(dir, "records.csv");
    expect(await ops("export", "--out", file)).toBe(0);
    expect(output.at(-1)).toBe(`wrote 1 records to ${file}`);
    const csv = await readFile(file, "utf8");
    expect(csv).toContain("'-1+1 dangerous");
    expect(csv).toContain(",maria@example.com,(714) 555-0100,");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await lastAudit()).toEqual({ actor: "cli:tester", action: "export" });
    await rm(dir, { recursive: true, force: true });
  });

  it("issues a token that opens /api/ops, lists it, and revokes it", async () => {
    expect(await ops("token", "issue", "laptop of Ana")).toBe(0);
    const [, token] = /\n(ops_\S+)$/.exec(output.at(-1) ?? "") ?? [];
    const id = /^token (\S+)/.exec(output.at(-1) ?? "")?.[1] ?? "";
    const call = () => app.inject({ url: "/api/ops/records", headers: { authorization: `Bearer ${token}` } });
    expect((await call()).statusCode).toBe(200);
    expect(await ops("token", "list")).toBe(0);
    expect(output.at(-1)).toMatch(new RegExp(`${id}  laptop of Ana  active  last used 20`));
    expect(await ops("token", "revoke", id)).toBe(0);
    expect((await call()).statusCode).toBe(401);
    expect(await ops("token", "revoke", id)).toBe(1);
    const stored = await sql<{ tokenHash: string }>('SELECT "tokenHash" FROM ops_token WHERE id = $1', [id]);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token?.slice(4, 20));
  });

  it("purges records older than the retention (dry run first), with their e-mail jobs", async () => {
    const old = await submit("/api/contact", validContact);
    const oldConsultation = await submit("/api/consultation", validConsultation);
    const recent = await submit("/api/contact", validContact);
    await sql(`UPDATE contact_message SET "createdAt" = now() - interval '800 days' WHERE id = $1`, [old]);
    await sql(`UPDATE consultation_request SET "createdAt" = now() - interval '731 days' WHERE id = $1`, [
      oldConsultation,
    ]);

    expect(await ops("purge", "--dry-run")).toBe(0);
    expect(output.at(-1)).toMatch(
      /^would delete 1 contact messages and 1 consultation requests created before/,
    );
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(2);
    expect(await ops("purge", "--days", "900")).toBe(0);
    expect(output.at(-1)).toMatch(/^deleted 0 contact messages and 0 consultation requests/);
    expect(await ops("purge")).toBe(0);
    expect(output.at(-1)).toMatch(/^deleted 1 contact messages and 1 consultation requests/);
    expect(await sql<{ id: string }>("SELECT id::text FROM contact_message")).toEqual([{ id: recent }]);
    expect(await sql("SELECT 1 FROM outbox_job")).toHaveLength(2);
    expect(await lastAudit()).toEqual({ actor: "cli:tester", action: "purge" });
  });

  it("adds a console user with a one-time enrolment link that opens a session, lists users and ends their sessions", async () => {
    expect(
      await ops("user", "add", "Luz.Ortega@Firm.example", "--role", "intake", "--name", "Luz Ortega"),
    ).toBe(0);
    const link = /http:\/\/localhost:3000\/ops\/sign-in\/link#token=([\w-]+)/.exec(output.join("\n"));
    expect(link?.[1]).toBeDefined();
    const opened = await app.inject({
      method: "POST",
      url: "/api/ops/sign-in/consume",
      payload: { token: link?.[1] },
    });
    expect(opened.json()).toMatchObject({
      user: { email: "luz.ortega@firm.example", name: "Luz Ortega", role: "intake" },
    });
    expect(await lastAudit()).toEqual({ actor: expect.stringMatching(/^user:/), action: "sign_in" });

    expect(await ops("user", "add", "luz.ortega@firm.example", "--role", "admin")).toBe(1);
    expect(await ops("user", "add", "someone@firm.example", "--role", "boss")).toBe(2);
    output = [];
    expect(await ops("user", "list")).toBe(0);
    const [id] = output.join("\n").match(/^\S+(?=\s+luz\.ortega@firm\.example)/m) ?? [];
    expect(await ops("user", "revoke-sessions", id ?? "")).toBe(0);
    const session = await app.inject({
      url: "/api/ops/session",
      headers: { authorization: `Session ${opened.json().token}` },
    });
    expect(session.statusCode).toBe(401);
  });
});
