import { recordStatusLabels } from "@firm/content/enums/record-status";
import { visibleText } from "@firm/content/visible-text";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { ConsoleTable } from "./console-table.tsx";
import { formatAge, formatDateTime } from "./format.ts";
import { shortLabel, valueLabel } from "./labels.ts";
import * as styles from "./ops.css.ts";
import { ReplyStanding } from "./reply-standing.tsx";
import type { InboxRow } from "./types.ts";

function Urgency({ value }: { value: string | null }) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  if (!value) return null;
  const tone = value === "emergency" || value === "urgent" ? value : "normal";
  return (
    <span className={`${styles.badge} ${styles.urgency[tone]}`}>
      {shortLabel(valueLabel("urgency", value, locale, copy))}
    </span>
  );
}

/** A request in the inbox with a soft spam signal: "Check", and the signal. */
export function CheckMark({ reason }: { reason: string }) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  return (
    <span className={`${styles.badge} ${styles.check}`}>
      {copy.inbox.check}: {valueLabel("spamReason", reason, locale, copy)}
    </span>
  );
}

type Props = { records: readonly InboxRow[]; now: number; sort: "newest" | "due" };

/** The requests of one page, newest or soonest due first; each name links to the request. */
export function InboxTable({ records, now, sort }: Props) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  const { inbox } = copy;
  if (records.length === 0) return <Text>{inbox.empty}</Text>;
  const header = [
    inbox.name,
    inbox.type,
    inbox.caseType,
    inbox.urgency,
    inbox.age,
    inbox.reply,
    inbox.status,
    inbox.assignee,
  ];
  return (
    <ConsoleTable caption={sort === "due" ? inbox.captionDue : inbox.caption} columns={header}>
      {records.map((row) => (
        <tr key={row.id}>
          <th scope="row" className={styles.cell}>
            <a href={`/ops/records/${row.id}`}>{visibleText(row.name)}</a>
          </th>
          <td className={styles.cell}>{valueLabel("type", row.type, locale, copy)}</td>
          <td className={styles.cell}>
            {row.caseType ? valueLabel("caseType", row.caseType, locale, copy) : ""}
          </td>
          <td className={styles.cell}>
            <Urgency value={row.urgency} />
          </td>
          <td className={styles.cell}>
            <time dateTime={row.createdAt}>
              {formatAge(row.createdAt, locale, now)}
              <br />
              <span className={styles.when}>{formatDateTime(row.createdAt, locale)}</span>
            </time>
          </td>
          <td className={styles.cell}>
            {row.status === "spam" ? null : <ReplyStanding record={row} now={now} />}
          </td>
          <td className={styles.cell}>
            {recordStatusLabels[locale][row.status]}
            {row.check ? (
              <>
                {" "}
                <CheckMark reason={row.check} />
              </>
            ) : null}
          </td>
          <td className={styles.cell}>
            {row.assigneeName === null ? inbox.unassigned : visibleText(row.assigneeName)}
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
