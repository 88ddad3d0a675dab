import { SessionOpened } from "@firm/intake/console/session";
import { redirect } from "react-router";
import { callOpsApi } from "../../features/ops/api.server.ts";
import { assertSameOrigin } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import SignInLinkView from "../../features/ops/pages/sign-in-link-page.tsx";
import { sessionCookie } from "../../features/ops/session-cookie.server.ts";
import type { Route } from "./+types/sign-in-link";

const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.signInLink.title);
}

/**
 * The e-mailed link only shows a button: opening it spends nothing (mail scanners follow links). Its
 * token is in the fragment, which only the page's script reads; a link mailed before that carries it
 * in the query, still read here.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return {
    token: token && tokenPattern.test(token) ? token : null,
    malformed: token !== null && !tokenPattern.test(token),
  };
}

/** The button's post spends the link: a session, its cookie, and the inbox. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  // The pasted code (no scripts) comes before the hidden field the script fills: the first one given.
  const token =
    (await request.formData())
      .getAll("token")
      .map((value) => (typeof value === "string" ? value.trim() : ""))
      .find(Boolean) ?? "";
  if (!tokenPattern.test(token)) return { invalid: true };
  const result = await callOpsApi(request, "/sign-in/consume", SessionOpened, {
    method: "POST",
    body: { token },
  });
  // Too many attempts, or the API away: the link was not spent and still works.
  if (!result.ok) return result.status === 429 || result.status >= 500 ? { retry: true } : { invalid: true };
  return redirect("/ops", { headers: { "Set-Cookie": sessionCookie(request, result.body.token) } });
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function SignInLink(props: Route.ComponentProps) {
  return <SignInLinkView {...props} />;
}
