import { Done } from "@firm/intake/console/inbox";
import { CeremonyOptions } from "@firm/intake/console/passkey";
import { callOpsApi } from "../../features/ops/api.server.ts";
import { consoleForm, field } from "../../features/ops/console-form.server.ts";
import {
  ceremonyHost,
  islandAnswer,
  islandFailure,
  parseCredential,
} from "../../features/ops/passkey.server.ts";
import type { Route } from "./+types/passkeys-ceremony";

/**
 * The "Add a passkey" island's two steps (no page), for the signed-in member: `intent=options`
 * (registration options bound to this page's host), then `intent=register` (the authenticator's
 * answer and the passkey's name). Both carry the session's anti-forgery token.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { form, session, csrf } = await consoleForm(request, context);
  const call = { session: session.token, csrf, method: "POST" as const };
  if (field(form, "intent") === "options") {
    const result = await callOpsApi(request, "/passkeys/options", CeremonyOptions, {
      ...call,
      body: { host: ceremonyHost(request) },
    });
    if (!result.ok) return islandFailure(result);
    return islandAnswer({ challengeId: result.body.challengeId, options: result.body.options });
  }
  const response = parseCredential(field(form, "response"));
  const challengeId = field(form, "challengeId");
  if (!response || !challengeId) return islandAnswer({ error: "not_verified" }, { status: 400 });
  const name = field(form, "name").slice(0, 80);
  const result = await callOpsApi(request, "/passkeys", Done, {
    ...call,
    body: { challengeId, response, ...(name ? { name } : {}) },
  });
  if (!result.ok) return islandFailure(result);
  return islandAnswer({ location: "/ops/passkeys?done=added" });
}
