import { Done } from "@firm/intake/console/inbox";
import { PasskeyList } from "@firm/intake/console/passkey";
import { redirect } from "react-router";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleForm, field } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { consoleSession } from "../../features/ops/console-session.server.ts";
import PasskeysView from "../../features/ops/pages/passkeys-page.tsx";
import type { Route } from "./+types/passkeys";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.passkeys.title);
}

/** The signed-in member's own passkeys. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, csrfToken } = consoleSession(context);
  const { passkeys } = await expectOk(request, "/passkeys", PasskeyList, { session: token });
  const done = new URL(request.url).searchParams.get("done");
  return { passkeys, csrf: csrfToken, done: done === "added" || done === "removed" ? done : null };
}

/** Removing one is a plain form post (adding one is the island's, through passkeys-ceremony.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { form, session, csrf } = await consoleForm(request, context);
  await expectOk(request, `/passkeys/${encodeURIComponent(field(form, "passkeyId"))}`, Done, {
    method: "DELETE",
    session: session.token,
    csrf,
  });
  return redirect("/ops/passkeys?done=removed");
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function Passkeys(props: Route.ComponentProps) {
  return <PasskeysView {...props} />;
}
