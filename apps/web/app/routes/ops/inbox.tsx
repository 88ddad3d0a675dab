import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { consoleSession } from "../../features/ops/console-session.server.ts";
import { inboxFilter, withoutCursor } from "../../features/ops/inbox-filter.ts";
import { InboxFilters } from "../../features/ops/inbox-filters.tsx";
import { InboxTable } from "../../features/ops/inbox-table.tsx";
import type { InboxPage, TeamMember } from "../../features/ops/types.ts";
import { useCopy } from "../../lib/copy.ts";
import type { Route } from "./+types/inbox";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.inbox.title);
}

/** One page of the filtered inbox, and the team (for the assignee filter). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = consoleSession(context);
  const { query, values } = inboxFilter(new URL(request.url).searchParams);
  const [page, team] = await Promise.all([
    expectOk<InboxPage>(request, `/inbox?${query}`, { session: token }),
    expectOk<{ users: TeamMember[] }>(request, "/users", { session: token }),
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

/** The inbox: filters, what is new since the last visit, the requests, the next page and the export. */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { inbox } = useCopy("opsConsole");
  const fresh = loaderData.newSinceLastVisit;
  return (
    <Stack gap="lg">
      <Heading level={1}>{inbox.title}</Heading>
      {fresh > 0 ? (
        <Text weight="bold">
          {fresh} {fresh === 1 ? inbox.newSinceOne : inbox.newSinceOther}
        </Text>
      ) : null}
      <InboxFilters values={loaderData.values} users={loaderData.users} />
      <InboxTable records={loaderData.records} now={loaderData.now} />
      <Stack direction="row" gap="lg">
        {loaderData.firstHref ? <a href={loaderData.firstHref}>{inbox.firstPage}</a> : null}
        {loaderData.nextHref ? <a href={loaderData.nextHref}>{inbox.nextPage}</a> : null}
        <a href={loaderData.exportHref} download>
          {inbox.exportCsv}
        </a>
      </Stack>
    </Stack>
  );
}
