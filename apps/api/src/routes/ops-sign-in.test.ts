import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { testDatabaseUrl } from "../../tests/harness/database-url.ts";
import { maxLiveSignInLinks } from "../ops/sign-in-links.ts";
import { addUser } from "../ops/users.ts";

describe("/api/ops/sign-in", () => {
  let app: FastifyInstance;
  const mailDir = mkdtempSync(join(tmpdir(), "firm-ops-mail-"));
  beforeAll(async () => {
    app = await buildTestApp({ MAIL_DIR: mailDir, SIGN_IN_RATE_LIMIT_MAX: "4" });
    await resetIntake();
  });
  afterAll(() => app.close());

  let client = 0;
  /** Each call from its own address unless one is given: the per-address budget is tested on its own. */
  const requestLink = (
    email: string,
    headers: Record<string, string> = {},
    remoteAddress = `10.0.0.${++client}`,
  ) =>
    app.inject({ method: "POST", url: "/api/ops/sign-in/link", payload: { email }, headers, remoteAddress });
  const consume = (token: string) =>
    app.inject({
      method: "POST",
      url: "/api/ops/sign-in/consume",
      payload: { token },
      remoteAddress: `10.0.1.${++client}`,
    });

  /** The link of the newest e-mail sent to `email`, read from the .eml files as a person would. */
  async function mailedLink(email: string): Promise<URL> {
    await app.signInRequests.idle();
    while ((await app.outbox.runOnce()) > 0);
    const files = (await readdir(mailDir)).sort();
    for (const file of files.reverse()) {
      const text = await readFile(join(mailDir, file), "utf8");
      const link = /https?:\/\/\S+\/ops\/sign-in\/link\S*/.exec(
        text.replace(/=\r?\n/g, "").replaceAll("=3D", "="),
      );
      if (text.includes(`To: ${email}`) && link) return new URL(link[0]);
    }
    throw new Error(`no link mailed to ${email}`);
  }

  /** The token of the newest link e-mailed to `email` (where the link carries it: its fragment). */
  const linkMailedTo = async (email: string) =>
    new URLSearchParams((await mailedLink(email)).hash.slice(1)).get("token") ?? "";

  it("second probe, finding 9: a mailed link carries its token in the fragment, which no server is sent", async () => {
    await addUser(app.prisma, { email: "fragment@firm.example", role: "intake" });
    expect((await requestLink("fragment@firm.example")).statusCode).toBe(202);
    const link = await mailedLink("fragment@firm.example");
    expect(link.pathname).toBe("/ops/sign-in/link");
    expect(link.search).toBe("");
    expect(new URLSearchParams(link.hash.slice(1)).get("token")).toMatch(/^[\w-]{40,}$/);
  });

  it("e-mails a one-time link that opens a session once, and erases the clear link from the outbox once sent", async () => {
    const user = await addUser(app.prisma, { email: "Ana.Lopez@Firm.example", role: "intake" });
    const asked = await requestLink("ana.lopez@firm.example");
    expect(asked.statusCode).toBe(202);
    const token = await linkMailedTo("ana.lopez@firm.example");
    const payloads = await sql<{ payload: string | null }>(
      `SELECT j.payload FROM outbox_job j JOIN ops_sign_in_link l ON l.id = j."signInLinkId" WHERE l."userId" = $1`,
      [user?.id],
    );
    expect(payloads).toEqual([{ payload: null }]);

    const opened = await consume(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      success: true,
      user: { email: "ana.lopez@firm.example", role: "intake" },
    });
    const session = opened.json().token as string;
    const me = await app.inject({
      url: "/api/ops/session",
      headers: { authorization: `Session ${session}` },
    });
    expect(me.json()).toMatchObject({ user: { id: user?.id }, csrfToken: opened.json().csrfToken });

    const again = await consume(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, error: { code: "invalid_link" } });
    const stored = await sql<{ tokenHash: string }>(
      `SELECT "tokenHash" FROM ops_session WHERE "userId" = $1`,
      [user?.id],
    );
    expect(stored[0]?.tokenHash).not.toBe(session);
  });

  it("answers an unknown or disabled address exactly like a known one, and sends nothing", async () => {
    const disabled = await addUser(app.prisma, { email: "gone@firm.example", role: "intake" });
    await sql(`UPDATE ops_user SET "disabledAt" = now() WHERE id = $1`, [disabled?.id]);
    const before = await sql<{ count: string }>(`SELECT count(*) FROM outbox_job`);
    for (const email of ["nobody@firm.example", "gone@firm.example"]) {
      const response = await requestLink(email);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true });
    }
    await app.signInRequests.idle();
    expect(await sql(`SELECT count(*) FROM outbox_job`)).toEqual(before);
  });

  it("refuses an expired link, a link of a user disabled since, and a made-up token", async () => {
    const user = await addUser(app.prisma, { email: "late@firm.example", role: "intake" });
    await requestLink("late@firm.example");
    const expired = await linkMailedTo("late@firm.example");
    await sql(`UPDATE ops_sign_in_link SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [
      user?.id,
    ]);
    expect((await consume(expired)).statusCode).toBe(400);

    await requestLink("late@firm.example");
    const fresh = await linkMailedTo("late@firm.example");
    await sql(`UPDATE ops_user SET "disabledAt" = now() WHERE id = $1`, [user?.id]);
    expect((await consume(fresh)).statusCode).toBe(400);
    expect((await consume("x".repeat(43))).statusCode).toBe(400);
    expect((await consume("short")).statusCode).toBe(400);
  });

  it("limits attempts per e-mail address and client, and per client address (429), and refuses web pages", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await requestLink("flood@firm.example", {}, "10.9.9.8")).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    const fromOneAddress: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      fromOneAddress.push((await requestLink(`person${attempt}@firm.example`, {}, "10.9.9.9")).statusCode);
    expect(fromOneAddress).toEqual([202, 202, 202, 202, 429]);
    const origin = await requestLink("ana.lopez@firm.example", { origin: "https://evil.example" });
    expect(origin.statusCode).toBe(403);
  });

  it("security finding 3: requests from strangers never lock a member out, and mail a member a few links at most", async () => {
    await addUser(app.prisma, { email: "target@firm.example", role: "intake" });
    for (let stranger = 0; stranger < 10; stranger++)
      expect((await requestLink("Target@Firm.example", {}, `10.7.0.${stranger + 1}`)).statusCode).toBe(202);
    expect((await requestLink("TARGET@firm.example", {}, "10.7.1.1")).statusCode).toBe(202);
    const token = await linkMailedTo("target@firm.example");
    expect((await consume(token)).statusCode).toBe(200);
    const links = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM ops_sign_in_link l JOIN ops_user u ON u.id = l."userId"
       WHERE u.email = 'target@firm.example'`,
    );
    expect(links[0]?.count).toBeLessThanOrEqual(maxLiveSignInLinks);
  });

  it("security finding 4: answers before looking the address up, so a member's address takes no longer", async () => {
    await addUser(app.prisma, { email: "timed@firm.example", role: "intake" });
    // While another connection holds ops_user locked, no lookup can finish: an answer that waited
    // for one would not come at all. Both addresses must be answered all the same.
    const locker = new pg.Client({ connectionString: testDatabaseUrl() });
    await locker.connect();
    try {
      await locker.query("BEGIN; LOCK TABLE ops_user IN ACCESS EXCLUSIVE MODE");
      const answered = async (email: string) => {
        const answer = requestLink(email).then((response) => response.statusCode);
        const never = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 10_000).unref());
        return Promise.race([answer, never]);
      };
      expect(await answered("timed@firm.example")).toBe(202);
      expect(await answered("nobody.timed@firm.example")).toBe(202);
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
    expect(await linkMailedTo("timed@firm.example")).toMatch(/^[\w-]{40,}$/);
  });
});
