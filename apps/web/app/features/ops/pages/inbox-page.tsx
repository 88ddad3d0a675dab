import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../../lib/copy.ts";
import type { Route } from "../../../routes/ops/+types/inbox";
import { InboxFilters } from "../inbox-filters.tsx";
import { InboxTable } from "../inbox-table.tsx";

/** The inbox: filters, what is new since the last visit, the requests, the next page and the export. */
export default function InboxView({ loaderData }: Route.ComponentProps) {
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
      <InboxTable
        records={loaderData.records}
        now={loaderData.now}
        sort={loaderData.values.sort === "due" ? "due" : "newest"}
      />
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
