import { InboxPage } from "@firm/intake/console/inbox";
import { OpsUserList } from "@firm/intake/console/user";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { consoleSession } from "../../features/ops/console-session.server.ts";
import { inboxFilter, withoutCursor } from "../../features/ops/inbox-filter.ts";
import InboxView from "../../features/ops/pages/inbox-page.tsx";
import type { Route } from "./+types/inbox";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.inbox.title);
}

/** One page of the filtered inbox, and the team (for the assignee filter). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = consoleSession(context);
  const { query, values } = inboxFilter(new URL(request.url).searchParams);
  const [page, team] = await Promise.all([
    expectOk(request, `/inbox?${query}`, InboxPage, { session: token }),
    expectOk(request, "/users", OpsUserList, { session: token }),
  ]);
  const first = withoutCursor(query);
  return {
    ...page,
    values,
    users: team.users.filter((user) => !user.disabledAt),
    nextHref: page.nextCursor ? `/ops?${new URLSearchParams([...first, ["cursor", page.nextCursor]])}` : null,
    firstHref: query.has("cursor") ? `/ops?${first}` : null,
    exportHref: `/ops/export?${first}`,
    now: Date.now(),
  };
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function Inbox(props: Route.ComponentProps) {
  return <InboxView {...props} />;
}
