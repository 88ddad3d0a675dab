import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { data, redirect } from "react-router";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleForm, field } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { consoleSession } from "../../features/ops/console-session.server.ts";
import { formatDateTime } from "../../features/ops/format.ts";
import { RecordForms } from "../../features/ops/record-forms.tsx";
import {
  RecordFields,
  RecordMails,
  RecordTimeline,
  RelatedRequests,
} from "../../features/ops/record-sections.tsx";
import type { RecordDetail, TeamMember } from "../../features/ops/types.ts";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import type { Route } from "./+types/record";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const savedKinds = ["status", "assign", "note"] as const;

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
    expectOk<RecordDetail>(request, `/inbox/${id}`, { session: token }),
    expectOk<{ users: TeamMember[] }>(request, "/users", { session: token }),
  ]);
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    detail,
    users: team.users.filter((member) => !member.disabledAt),
    me: user,
    csrf: csrfToken,
    saved: savedKinds.find((kind) => kind === saved) ?? null,
  };
}

/** One change per post; then back to the page (post/redirect/get), which says what was saved. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = recordId(params.id);
  const { form, session, csrf } = await consoleForm(request, context);
  const call = { session: session.token, csrf };
  const intent = field(form, "intent");
  if (intent === "status") {
    await expectOk(request, `/inbox/${id}`, {
      ...call,
      method: "PATCH",
      body: { status: field(form, "status") },
    });
  } else if (intent === "assign") {
    const assigneeId = field(form, "assigneeId") || null;
    await expectOk(request, `/inbox/${id}`, { ...call, method: "PATCH", body: { assigneeId } });
  } else if (intent === "note") {
    const body = field(form, "body");
    if (!body) return { noteError: true };
    await expectOk(request, `/inbox/${id}/notes`, { ...call, method: "POST", body: { body } });
  } else {
    throw data({ kind: "not_found" }, { status: 400 });
  }
  return redirect(`/ops/records/${id}?saved=${intent}`);
}

/** A request's page: what was sent, when and from where, its e-mails, earlier requests, the work and its timeline. */
export default function RecordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { record } = useCopy("opsConsole");
  const { locale } = usePage();
  const { detail, saved } = loaderData;
  const savedMessage = { status: record.savedStatus, assign: record.savedAssignee, note: record.savedNote };
  return (
    <Stack gap="lg">
      <p>
        <a href="/ops">{record.backToInbox}</a>
      </p>
      <Heading level={1}>{detail.record.name ?? record.titleFallback}</Heading>
      {saved ? <FormBanner tone="success" title={record.saved} message={savedMessage[saved]} /> : null}
      <Text>
        {record.received}: {formatDateTime(detail.record.createdAt, locale)} · {record.fromPage}:{" "}
        {detail.record.page || record.notGiven}
      </Text>
      <Stack gap="sm">
        <Heading level={2} size="md">
          {record.details}
        </Heading>
        <RecordFields record={{ ...detail.record, assignee: detail.assignee?.name ?? null }} />
      </Stack>
      <Stack gap="sm">
        <Heading level={2} size="md">
          {record.work}
        </Heading>
        <RecordForms
          csrf={loaderData.csrf}
          status={detail.record.status ?? "new"}
          assigneeId={detail.assignee?.id ?? null}
          me={loaderData.me}
          users={loaderData.users}
          noteError={actionData?.noteError === true}
        />
      </Stack>
      <RecordMails mails={detail.mails} />
      <RelatedRequests related={detail.related} />
      <RecordTimeline timeline={detail.timeline} users={loaderData.users} />
    </Stack>
  );
}
