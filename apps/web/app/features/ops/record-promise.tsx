import { formatFirmTime } from "@firm/content/firm-time";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { formatDateTime } from "./format.ts";
import { ReplyStanding } from "./reply-standing.tsx";

type Props = { record: Readonly<Record<string, string | null>>; now: number };

/** A request's reply promise on its page (decision 0095): when it is due, how it stands, its first response. */
export function ReplyPromise({ record, now }: Props) {
  const copy = useCopy("opsConsole").record;
  const { locale } = usePage();
  const { createdAt, dueAt, firstResponseAt = null } = record;
  if (!createdAt || !dueAt) return null;
  return (
    <Text>
      {copy.dueBy}: {formatFirmTime(dueAt, locale)} ·{" "}
      <ReplyStanding record={{ createdAt, dueAt, firstResponseAt }} now={now} /> · {copy.firstResponse}:{" "}
      {firstResponseAt ? formatDateTime(firstResponseAt, locale) : copy.noResponseYet}
    </Text>
  );
}
