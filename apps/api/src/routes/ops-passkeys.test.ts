import { softAuthenticator } from "@firm/testkit/soft-authenticator";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, sql } from "../../tests/harness/app.ts";
import { asMember, signedInMember } from "../../tests/harness/ops-session.ts";

const origin = "http://localhost:3000";

describe("passkeys (/api/ops/passkeys, /api/ops/sign-in/passkey)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      SITE_ORIGINS: `${origin},http://127.0.0.1:3000`,
      SIGN_IN_RATE_LIMIT_MAX: "1000",
    });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload });

  async function enrol() {
    const member = await signedInMember(app, "intake", "Pat Passkey");
    const as = asMember(app, member);
    const authenticator = softAuthenticator(origin);
    const started = (
      await as("/api/ops/passkeys/options", { method: "POST", payload: { host: "localhost:3000" } })
    ).json();
    expect(started.options).toMatchObject({ rp: { id: "localhost" }, user: { name: member.email } });
    const response = authenticator.register(started.options.challenge);
    const added = await as("/api/ops/passkeys", {
      method: "POST",
      payload: { challengeId: started.challengeId, response, name: "Laptop" },
    });
    expect(added.statusCode).toBe(201);
    return { member, as, authenticator, started, response };
  }

  async function signIn(
    authenticator: ReturnType<typeof softAuthenticator>,
    options: { sameCounter?: boolean } = {},
  ) {
    const started = (await post("/api/ops/sign-in/passkey/options", { host: "localhost:3000" })).json();
    const response = authenticator.authenticate(started.options.challenge, options);
    return {
      started,
      response,
      answer: await post("/api/ops/sign-in/passkey", { challengeId: started.challengeId, response }),
    };
  }

  it("adds a passkey to a signed-in member and signs them in with it, audited", async () => {
    const { member, as, authenticator } = await enrol();
    const { answer } = await signIn(authenticator);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, user: { id: member.id, email: member.email } });
    const session = await app.inject({
      url: "/api/ops/session",
      headers: { authorization: `Session ${answer.json().token}` },
    });
    expect(session.statusCode).toBe(200);
    expect((await as("/api/ops/passkeys")).json().passkeys).toEqual([
      expect.objectContaining({ id: authenticator.id, name: "Laptop", lastUsedAt: expect.any(String) }),
    ]);
    const [entry] = await sql<{ detail: { method: string } }>(
      `SELECT detail FROM audit_log WHERE actor = $1 AND action = 'sign_in' ORDER BY id DESC LIMIT 1`,
      [`user:${member.id}`],
    );
    expect(entry?.detail.method).toBe("passkey");
  });

  it("refuses a replayed challenge, a cloned authenticator's counter, an unknown key, another host and a removed passkey", async () => {
    const { as, authenticator, started, response } = await enrol();
    const replayRegistration = await as("/api/ops/passkeys", {
      method: "POST",
      payload: { challengeId: started.challengeId, response },
    });
    expect(replayRegistration.statusCode).toBe(400);

    const first = await signIn(authenticator);
    expect(first.answer.statusCode).toBe(200);
    const replay = await post("/api/ops/sign-in/passkey", {
      challengeId: first.started.challengeId,
      response: first.response,
    });
    expect(replay.json()).toMatchObject({ error: { code: "passkey_not_verified" } });
    expect((await signIn(authenticator, { sameCounter: true })).answer.statusCode).toBe(400);
    expect((await signIn(softAuthenticator(origin))).answer.statusCode).toBe(400);
    expect((await post("/api/ops/sign-in/passkey/options", { host: "evil.example" })).statusCode).toBe(400);

    expect((await as(`/api/ops/passkeys/${authenticator.id}`, { method: "DELETE" })).statusCode).toBe(200);
    expect((await signIn(authenticator)).answer.statusCode).toBe(400);
  });

  it("lets no one add a passkey without a session, nor to someone else, nor with an expired challenge", async () => {
    const anonymous = await post("/api/ops/passkeys/options", { host: "localhost:3000" });
    expect(anonymous.statusCode).toBe(401);
    const alice = asMember(app, await signedInMember(app, "intake"));
    const bob = asMember(app, await signedInMember(app, "intake"));
    const started = (
      await alice("/api/ops/passkeys/options", { method: "POST", payload: { host: "localhost:3000" } })
    ).json();
    const response = softAuthenticator(origin).register(started.options.challenge);
    const stolen = await bob("/api/ops/passkeys", {
      method: "POST",
      payload: { challengeId: started.challengeId, response },
    });
    expect(stolen.statusCode).toBe(400);
    await sql(`UPDATE ops_webauthn_challenge SET "expiresAt" = now() - interval '1 second' WHERE id = $1`, [
      started.challengeId,
    ]);
    const late = await alice("/api/ops/passkeys", {
      method: "POST",
      payload: { challengeId: started.challengeId, response },
    });
    expect(late.statusCode).toBe(400);
  });
});
