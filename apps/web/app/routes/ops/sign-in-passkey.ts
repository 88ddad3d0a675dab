import { CeremonyOptions } from "@firm/intake/console/passkey";
import { SessionOpened } from "@firm/intake/console/session";
import { callOpsApi } from "../../features/ops/api.server.ts";
import { assertSameOrigin, field } from "../../features/ops/console-form.server.ts";
import {
  ceremonyHost,
  islandAnswer,
  islandFailure,
  parseCredential,
} from "../../features/ops/passkey.server.ts";
import { sessionCookie } from "../../features/ops/session-cookie.server.ts";
import type { Route } from "./+types/sign-in-passkey";

/**
 * The passkey sign-in island's two steps (no page): `intent=options` asks the API for a challenge
 * bound to this page's host; `intent=verify` hands the authenticator's answer to the API, which
 * opens a session: its cookie is set exactly as the e-mailed link's, and the island goes to the inbox.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  if (field(form, "intent") === "options") {
    const result = await callOpsApi(request, "/sign-in/passkey/options", CeremonyOptions, {
      method: "POST",
      body: { host: ceremonyHost(request) },
    });
    if (!result.ok) return islandFailure(result);
    return islandAnswer({ challengeId: result.body.challengeId, options: result.body.options });
  }
  const response = parseCredential(field(form, "response"));
  const challengeId = field(form, "challengeId");
  if (!response || !challengeId) return islandAnswer({ error: "not_verified" }, { status: 400 });
  const result = await callOpsApi(request, "/sign-in/passkey", SessionOpened, {
    method: "POST",
    body: { challengeId, response },
  });
  if (!result.ok) return islandFailure(result);
  return islandAnswer(
    { location: "/ops" },
    { headers: { "Set-Cookie": sessionCookie(request, result.body.token) } },
  );
}
