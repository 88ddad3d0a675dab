import { TokenList } from "@firm/intake/console/admin";
import { Done } from "@firm/intake/console/inbox";
import { redirect } from "react-router";
import { adminSession } from "../../features/ops/admin.server.ts";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleForm, field } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import TokensView from "../../features/ops/pages/tokens-page.tsx";
import type { Route } from "./+types/tokens";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.tokens.title);
}

/** The API's bearer tokens (scripts' access): listed, and revoked one by one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, csrfToken } = adminSession(context);
  const { tokens } = await expectOk(request, "/tokens", TokenList, { session: token });
  const revoked = new URL(request.url).searchParams.get("done") === "revoked";
  return { tokens, csrf: csrfToken, revoked };
}

export async function action({ request, context }: Route.ActionArgs) {
  adminSession(context);
  const { form, session, csrf } = await consoleForm(request, context);
  await expectOk(request, `/tokens/${encodeURIComponent(field(form, "tokenId"))}/revoke`, Done, {
    method: "POST",
    session: session.token,
    csrf,
  });
  return redirect("/ops/tokens?done=revoked");
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function Tokens(props: Route.ComponentProps) {
  return <TokensView {...props} />;
}
