import { Done, RecordDetail } from "@firm/intake/console/inbox";
import { OpsUserList } from "@firm/intake/console/user";
import { data, redirect } from "react-router";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleForm, field } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { consoleSession } from "../../features/ops/console-session.server.ts";
import RecordView from "../../features/ops/pages/record-page.tsx";
import type { Route } from "./+types/record";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const savedKinds = ["status", "assign", "note", "call", "acknowledge"] as const;

function recordId(id: string): string {
  if (!uuid.test(id)) throw data({ kind: "not_found" }, { status: 404 });
  return id;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => loaderData?.detail.record.name ?? copy.record.titleFallback);
}

/** The request (its opening is audited as a view), the team for the assign form, and what was just saved. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = recordId(params.id);
  const { token, user, csrfToken } = consoleSession(context);
  const [detail, team] = await Promise.all([
    expectOk(request, `/inbox/${id}`, RecordDetail, { session: token }),
    expectOk(request, "/users", OpsUserList, { session: token }),
  ]);
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    detail,
    users: team.users.filter((member) => !member.disabledAt),
    me: user,
    csrf: csrfToken,
    saved: savedKinds.find((kind) => kind === saved) ?? null,
    now: Date.now(),
  };
}

/** One change per post (a logged call is one); then back to the page (post/redirect/get), which says what was saved. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = recordId(params.id);
  const { form, session, csrf } = await consoleForm(request, context);
  const call = { session: session.token, csrf };
  const intent = field(form, "intent");
  if (intent === "status") {
    await expectOk(request, `/inbox/${id}`, Done, {
      ...call,
      method: "PATCH",
      body: { status: field(form, "status") },
    });
  } else if (intent === "assign") {
    const assigneeId = field(form, "assigneeId") || null;
    await expectOk(request, `/inbox/${id}`, Done, { ...call, method: "PATCH", body: { assigneeId } });
  } else if (intent === "note" || intent === "call") {
    // Logging a call is a note marked as contact (the API moves a new request to contacted).
    const body = field(form, "body");
    if (!body) return intent === "call" ? { callError: true } : { noteError: true };
    const contact = intent === "call";
    await expectOk(request, `/inbox/${id}/notes`, Done, { ...call, method: "POST", body: { body, contact } });
  } else if (intent === "acknowledge") {
    await expectOk(request, `/inbox/${id}/acknowledgment`, Done, { ...call, method: "POST" });
  } else {
    throw data({ kind: "not_found" }, { status: 400 });
  }
  return redirect(`/ops/records/${id}?saved=${intent}`);
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function RecordPage(props: Route.ComponentProps) {
  return <RecordView {...props} />;
}
