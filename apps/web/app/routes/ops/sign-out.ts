import { redirect } from "react-router";
import { callOpsApi, signInPath } from "../../features/ops/api.server.ts";
import { consoleForm } from "../../features/ops/console-form.server.ts";
import { clearedSessionCookie } from "../../features/ops/session-cookie.server.ts";
import type { Route } from "./+types/sign-out";

/** Nothing to show: signing out is a post (the bar's button). */
export function loader() {
  return redirect("/ops");
}

/** Ends the session at the API, forgets the cookie, and goes to the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, csrf } = await consoleForm(request, context);
  await callOpsApi(request, "/session", { method: "DELETE", session: session.token, csrf });
  return redirect(signInPath, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}
