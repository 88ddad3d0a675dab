import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Done } from "@firm/intake/console/inbox";
import {
  CeremonyOptions,
  CeremonyStart,
  NewPasskey,
  PasskeyList,
  PasskeyParams,
} from "@firm/intake/console/passkey";
import { sessionSecurity } from "@firm/intake/console/session";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { HttpError } from "../http/http-error.ts";
import { audit } from "../ops/audit.ts";
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  rpIdFor,
} from "../ops/passkeys.ts";
import { failures } from "../schemas/common.ts";

const config = { opsAccess: "session" as const };

/** A signed-in member's passkeys: list, add (a WebAuthn registration ceremony), remove. */
const opsPasskeyRoutes: FastifyPluginAsyncTypebox<{ siteOrigins: string[] }> = async (
  fastify,
  { siteOrigins },
) => {
  const party = { origins: siteOrigins };
  const me = (user: { id: string } | null) => {
    if (!user) throw new HttpError(403, "session_required", "This needs a signed-in team member");
    return user.id;
  };

  fastify.get(
    "/passkeys",
    {
      config,
      schema: { tags: ["ops"], security: sessionSecurity, response: { 200: PasskeyList, ...failures } },
    },
    async (request) => ({
      success: true as const,
      passkeys: await listPasskeys(fastify.prisma, me(request.opsUser)),
    }),
  );

  fastify.post(
    "/passkeys/options",
    {
      config,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        body: CeremonyStart,
        response: { 200: CeremonyOptions, ...failures },
      },
    },
    async (request) => {
      const rpID = rpIdFor(party, request.body.host);
      if (!rpID || !request.opsUser)
        throw new HttpError(400, "unknown_host", "Passkeys work only on the site's own address");
      const started = await registrationOptions(fastify.prisma, request.opsUser, rpID);
      return { success: true as const, challengeId: started.challengeId, options: { ...started.options } };
    },
  );

  fastify.post(
    "/passkeys",
    {
      config,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        body: NewPasskey,
        response: { 201: Done, ...failures },
      },
    },
    async (request, reply) => {
      const userId = me(request.opsUser);
      const id = await registerPasskey(fastify.prisma, party, {
        userId,
        challengeId: request.body.challengeId,
        response: request.body.response as unknown as RegistrationResponseJSON,
        name: request.body.name ?? "",
      });
      if (!id)
        throw new HttpError(
          400,
          "passkey_not_verified",
          "The passkey could not be verified. Please try again.",
        );
      await audit(fastify.prisma, { actor: request.opsActor, action: "add_passkey" });
      return reply.code(201).send({ success: true as const });
    },
  );

  fastify.delete(
    "/passkeys/:id",
    {
      config,
      schema: {
        tags: ["ops"],
        security: sessionSecurity,
        params: PasskeyParams,
        response: { 200: Done, ...failures },
      },
    },
    async (request) => {
      if (!(await removePasskey(fastify.prisma, me(request.opsUser), request.params.id)))
        throw new HttpError(404, "not_found", "No such passkey of yours");
      await audit(fastify.prisma, { actor: request.opsActor, action: "remove_passkey" });
      return { success: true as const };
    },
  );
};

export default opsPasskeyRoutes;
