import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, sql } from "../../tests/harness/app.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const id = "00000000-0000-4000-8000-000000000000";

/** Every console route behind a session, with a valid body, and whether only admins may call it. */
const routes: { method: Method; url: string; payload?: object; admin?: true }[] = [
  { method: "GET", url: "/api/ops/session" },
  { method: "DELETE", url: "/api/ops/session" },
  { method: "GET", url: "/api/ops/inbox" },
  { method: "GET", url: "/api/ops/inbox/export" },
  { method: "GET", url: "/api/ops/figures" },
  { method: "GET", url: `/api/ops/inbox/${id}` },
  { method: "PATCH", url: `/api/ops/inbox/${id}`, payload: { status: "contacted" } },
  { method: "POST", url: `/api/ops/inbox/${id}/notes`, payload: { body: "note" } },
  { method: "GET", url: "/api/ops/users" },
  { method: "GET", url: "/api/ops/passkeys" },
  { method: "POST", url: "/api/ops/passkeys/options", payload: { host: "localhost:3000" } },
  { method: "DELETE", url: "/api/ops/passkeys/abc" },
  {
    method: "POST",
    url: "/api/ops/users",
    payload: { email: "x@firm.example", role: "intake" },
    admin: true,
  },
  { method: "POST", url: `/api/ops/users/${id}/revoke-sessions`, admin: true },
  { method: "PATCH", url: `/api/ops/users/${id}`, payload: { role: "intake" }, admin: true },
  { method: "GET", url: "/api/ops/audit", admin: true },
  { method: "POST", url: "/api/ops/retention", payload: { dryRun: true }, admin: true },
  { method: "GET", url: "/api/ops/tokens", admin: true },
  { method: "POST", url: `/api/ops/tokens/${id}/revoke`, admin: true },
];
const label = ({ method, url }: { method: Method; url: string }) => `${method} ${url}`;

describe("every console route refuses what it must", () => {
  let app: FastifyInstance;
  let intake: TestMember;
  let admin: TestMember;
  let expired: TestMember;
  beforeAll(async () => {
    app = await buildTestApp();
    intake = await signedInMember(app, "intake");
    admin = await signedInMember(app, "admin");
    expired = await signedInMember(app, "admin");
    await sql(`UPDATE ops_session SET "lastSeenAt" = now() - interval '31 minutes' WHERE id = $1`, [
      expired.sessionId,
    ]);
  });
  afterAll(() => app.close());

  it.each(routes)("$method $url: 401 with no session or an expired one, and no data", async (route) => {
    for (const headers of [
      {},
      { authorization: `Session ${expired.token}`, "x-csrf-token": expired.csrfToken },
    ]) {
      const response = await app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload,
        headers,
      });
      expect(response.statusCode, label(route)).toBe(401);
      expect(Object.keys(response.json())).toEqual(["success", "error"]);
    }
  });

  it.each(routes.filter((route) => route.method !== "GET"))(
    "$method $url: 403 for a change without the session's anti-forgery token or from a page",
    async (route) => {
      const as = asMember(app, route.admin ? admin : intake);
      const forged: Record<string, string>[] = [
        { "x-csrf-token": "" },
        { "x-csrf-token": `${intake.csrfToken}x` },
        { origin: "https://evil.example" },
      ];
      for (const headers of forged) {
        const response = await as(route.url, {
          method: route.method,
          ...(route.payload ? { payload: route.payload } : {}),
          headers,
        });
        expect(response.statusCode, label(route)).toBe(403);
      }
    },
  );

  it.each(routes.filter((route) => route.admin))("$method $url: 403 for an intake member", async (route) => {
    const response = await asMember(app, intake)(route.url, {
      method: route.method,
      ...(route.payload ? { payload: route.payload } : {}),
    });
    expect(response.json()).toMatchObject({ success: false, error: { code: "forbidden_role" } });
  });
});
