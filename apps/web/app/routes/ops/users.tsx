import { Done } from "@firm/intake/console/inbox";
import { OpsUserList } from "@firm/intake/console/user";
import { data, redirect } from "react-router";
import { callOpsApi, expectOk, failed } from "../../features/ops/api.server.ts";
import { consoleForm, field } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { consoleSession } from "../../features/ops/console-session.server.ts";
import { changedParam, changeMember } from "../../features/ops/member-change.server.ts";
import UsersView from "../../features/ops/pages/users-page.tsx";
import type { Route } from "./+types/users";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.users.title);
}

/** Administrators only: the API enforces it too; the page says so instead of showing a form that would fail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, user, csrfToken } = consoleSession(context);
  if (user.role !== "admin") throw data({ kind: "forbidden" }, { status: 403 });
  const team = await expectOk(request, "/users", OpsUserList, { session: token });
  const done = new URL(request.url).searchParams.get("done");
  return {
    users: team.users,
    csrf: csrfToken,
    done: done === "invited" || done === "revoked" ? done : null,
    me: user.id,
    changed: changedParam(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { form, session, csrf } = await consoleForm(request, context);
  const call = { session: session.token, csrf, method: "POST" as const };
  if (field(form, "intent") === "revoke") {
    await expectOk(
      request,
      `/users/${encodeURIComponent(field(form, "userId"))}/revoke-sessions`,
      Done,
      call,
    );
    return redirect("/ops/users?done=revoked");
  }
  const change = await changeMember(request, form, { session: session.token, csrf });
  if (change) return change;
  const invite = { email: field(form, "email"), name: field(form, "name"), role: field(form, "role") };
  const result = await callOpsApi(request, "/users", Done, { ...call, body: invite });
  if (result.ok) return redirect("/ops/users?done=invited");
  if (result.status === 409) return { error: "exists" as const, invite };
  if (result.status === 400) return { error: "invalid" as const, invite };
  return failed(request, result);
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function Users(props: Route.ComponentProps) {
  return <UsersView {...props} />;
}
