import { visibleLine } from "@firm/content/visible-text";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../../lib/copy.ts";
import { usePage } from "../../../lib/page-context.ts";
import type { Route } from "../../../routes/ops/+types/audit";
import { ConsoleTable } from "../console-table.tsx";
import { formatDateTime } from "../format.ts";
import * as styles from "../ops.css.ts";

/** The audit log: who did what and when, newest first, and the way to older entries. */
export default function AuditView({ loaderData }: Route.ComponentProps) {
  const { audit: copy } = useCopy("opsConsole");
  const { locale } = usePage();
  const { entries, olderHref, paged } = loaderData;
  return (
    <Stack gap="lg">
      <Heading level={1}>{copy.title}</Heading>
      {entries.length === 0 ? (
        <Text>{copy.empty}</Text>
      ) : (
        <ConsoleTable
          caption={copy.caption}
          columns={[copy.at, copy.actor, copy.action, copy.record, copy.detail]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className={styles.cell}>
                {formatDateTime(entry.at, locale)}
              </th>
              <td className={styles.cell}>{visibleLine(entry.actor)}</td>
              <td className={styles.cell}>{copy.actions[entry.action] ?? entry.action}</td>
              <td className={styles.cell}>
                {entry.recordId ? <a href={`/ops/records/${entry.recordId}`}>{entry.recordId}</a> : null}
              </td>
              <td className={`${styles.cell} ${styles.prewrap}`}>{entry.detail}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <Stack direction="row" gap="lg">
        {paged ? <a href="/ops/audit">{copy.newest}</a> : null}
        {olderHref ? <a href={olderHref}>{copy.older}</a> : null}
      </Stack>
    </Stack>
  );
}
