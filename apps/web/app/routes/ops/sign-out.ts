import { Done } from "@firm/intake/console/inbox";
import { data, redirect } from "react-router";
import { type ConsoleError, callOpsApi, signInPath } from "../../features/ops/api.server.ts";
import { consoleForm } from "../../features/ops/console-form.server.ts";
import { clearedSessionCookie } from "../../features/ops/session-cookie.server.ts";
import type { Route } from "./+types/sign-out";

/** Nothing to show: signing out is a post (the bar's button). */
export function loader() {
  return redirect("/ops");
}

/**
 * A page route, not a resource route, though it shows nothing itself: so a sign-out that failed is
 * rendered by the console's error page ("you are still signed in"), not answered as bare JSON.
 */
export default function SignOut() {
  return null;
}

/**
 * Ends the session at the API, forgets the cookie, and goes to the sign-in page. When the API did not
 * end it (a stale form, the API away), the cookie stays and the member is told they are still signed
 * in: clearing it would only hide a session that still works.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, csrf } = await consoleForm(request, context);
  const result = await callOpsApi(request, "/session", Done, {
    method: "DELETE",
    session: session.token,
    csrf,
  });
  if (!result.ok && result.status !== 401)
    throw data<ConsoleError>({ kind: "sign_out_failed" }, { status: result.status });
  return redirect(signInPath, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}
