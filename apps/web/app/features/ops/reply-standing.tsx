import { formatDuration, formatFirmTime } from "@firm/content/firm-time";
import { fill } from "@firm/content/template";
import { promiseStanding } from "@firm/intake/reply-promise";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import * as styles from "./ops.css.ts";

type Props = { record: { createdAt: string; dueAt: string; firstResponseAt: string | null }; now: number };

/**
 * Where a request stands against the firm's reply promise: "Due in 3 hr",
 * "Overdue by 20 min" or "Answered in 45 min", its state in `data-state` (open, overdue,
 * answered) and the due time on the firm's clock in its title.
 */
export function ReplyStanding({ record, now }: Props) {
  const { inbox } = useCopy("opsConsole");
  const { locale } = usePage();
  const { state, ms } = promiseStanding(record, now);
  const words = { open: inbox.dueIn, overdue: inbox.overdueBy, answered: inbox.answeredIn }[state];
  return (
    <span className={`${styles.badge} ${styles.standing}`} data-state={state}>
      <time dateTime={record.dueAt} title={formatFirmTime(record.dueAt, locale)}>
        {fill(words, { duration: formatDuration(ms, locale) })}
      </time>
    </span>
  );
}
