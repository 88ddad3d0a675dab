import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { CeremonyOptions, CeremonyStart, PasskeySignIn } from "@firm/intake/console/passkey";
import {
  SessionOpened,
  SignInConsume,
  SignInLinkAccepted,
  SignInLinkRequest,
} from "@firm/intake/console/session";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { HttpError } from "../http/http-error.ts";
import { audit } from "../ops/audit.ts";
import { authenticatePasskey, authenticationOptions, rpIdFor } from "../ops/passkeys.ts";
import { createSession } from "../ops/sessions.ts";
import { consumeSignInLink } from "../ops/sign-in-links.ts";
import { failures } from "../schemas/common.ts";

/**
 * Signing in to the intake console with a passkey or a one-time e-mailed link (/api/ops/sign-in/*), called by the
 * site's server, never by a page (a request naming an Origin is refused). Rate-limited per client
 * address and per (e-mail address, client); the answer never tells whether an address belongs to a user.
 */
const opsSignInRoutes: FastifyPluginAsyncTypebox<{ siteOrigins: string[] }> = async (
  fastify,
  { siteOrigins },
) => {
  const party = { origins: siteOrigins };
  fastify.addHook("onRequest", async (request) => {
    if (request.headers.origin)
      throw new HttpError(403, "forbidden_origin", "Ops access is not available to web pages");
  });
  fastify.addHook("preHandler", fastify.signInRateLimit);

  /** Opens a session for a user who proved who they are, audited with how. */
  async function openSession(userId: string, method: "link" | "passkey") {
    const session = await createSession(fastify.prisma, userId);
    const user = await fastify.prisma.opsUser.findUniqueOrThrow({
      where: { id: userId },
      select: { id: true, email: true, name: true, role: true },
    });
    await audit(fastify.prisma, {
      actor: `user:${userId}`,
      action: "sign_in",
      detail: { session: session.id, method },
    });
    return {
      success: true as const,
      token: session.token,
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt.toISOString(),
      user,
    };
  }

  fastify.post(
    "/passkey/options",
    {
      schema: {
        tags: ["ops"],
        summary: "Start signing in with a passkey: WebAuthn request options and the challenge's id",
        body: CeremonyStart,
        response: { 200: CeremonyOptions, ...failures },
      },
    },
    async (request) => {
      const rpID = rpIdFor(party, request.body.host);
      if (!rpID) throw new HttpError(400, "unknown_host", "Passkeys work only on the site's own address");
      const started = await authenticationOptions(fastify.prisma, rpID);
      return { success: true as const, challengeId: started.challengeId, options: { ...started.options } };
    },
  );

  fastify.post(
    "/passkey",
    {
      schema: {
        tags: ["ops"],
        summary: "Finish signing in with a passkey: opens a session (its token for the site's cookie)",
        body: PasskeySignIn,
        response: { 200: SessionOpened, ...failures },
      },
    },
    async (request) => {
      const userId = await authenticatePasskey(fastify.prisma, party, {
        challengeId: request.body.challengeId,
        response: request.body.response as unknown as AuthenticationResponseJSON,
      });
      if (!userId)
        throw new HttpError(
          400,
          "passkey_not_verified",
          "This passkey could not be verified. Please try again.",
        );
      return openSession(userId, "passkey");
    },
  );

  fastify.post(
    "/link",
    {
      schema: {
        tags: ["ops"],
        summary: "E-mail a one-time sign-in link to a team member (202 whether or not the address is one)",
        body: SignInLinkRequest,
        response: { 202: SignInLinkAccepted, ...failures },
      },
      // The lookup starts once the answer has gone, so its timing tells nothing (decision 0071).
      onResponse: async (request, reply) => {
        if (reply.statusCode === 202) fastify.signInRequests.enqueue(request.body.email);
      },
    },
    async (_request, reply) => reply.code(202).send({ success: true as const }),
  );

  fastify.post(
    "/consume",
    {
      schema: {
        tags: ["ops"],
        summary: "Spend a one-time link: opens a session (its token for the site's cookie)",
        body: SignInConsume,
        response: { 200: SessionOpened, ...failures },
      },
    },
    async (request) => {
      const userId = await consumeSignInLink(fastify.prisma, request.body.token);
      if (!userId) throw new HttpError(400, "invalid_link", "This sign-in link is invalid, used or expired");
      return openSession(userId, "link");
    },
  );
};

export default opsSignInRoutes;
