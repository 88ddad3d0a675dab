import { visibleLine, visibleText } from "@firm/content/visible-text";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { formatDateTime, memberName } from "./format.ts";
import { valueLabel } from "./labels.ts";
import * as styles from "./ops.css.ts";
import type { RecordDetail, TeamMember } from "./types.ts";

export function RecordMails({ mails }: { mails: RecordDetail["mails"] }) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  const { record } = copy;
  return (
    <Stack gap="sm">
      <Heading level={2} size="md">
        {record.mails}
      </Heading>
      {mails.length === 0 ? (
        <Text>{record.noMails}</Text>
      ) : (
        <ul>
          {mails.map((mail) => (
            <li key={`${mail.kind}-${mail.createdAt}`}>
              {copy.mailKinds[mail.kind as keyof typeof copy.mailKinds] ?? mail.kind}:{" "}
              {copy.mailStatuses[mail.status as keyof typeof copy.mailStatuses] ?? mail.status}
              {mail.sentAt ? ` (${formatDateTime(mail.sentAt, locale)})` : ""} · {record.mailAttempts}:{" "}
              {mail.attempts}
              {mail.lastError ? ` · ${mail.lastError}` : ""}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

export function RelatedRequests({ related }: { related: RecordDetail["related"] }) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  return (
    <Stack gap="sm">
      <Heading level={2} size="md">
        {copy.record.related}
      </Heading>
      {related.length === 0 ? (
        <Text>{copy.record.noRelated}</Text>
      ) : (
        <ul>
          {related.map((item) => (
            <li key={item.id}>
              <a href={`/ops/records/${item.id}`}>{visibleText(item.name)}</a> —{" "}
              {valueLabel("type", item.type, locale, copy)}, {formatDateTime(item.createdAt, locale)},{" "}
              {valueLabel("status", item.status, locale, copy)}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

type TimelineProps = { timeline: RecordDetail["timeline"]; users: readonly TeamMember[] };

export function RecordTimeline({ timeline, users }: TimelineProps) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  const { record } = copy;
  const nameOf = (id: unknown) => {
    const user = users.find((member) => member.id === id);
    return user ? memberName(user) : record.nobody;
  };
  const detail = (entry: RecordDetail["timeline"][number]): string => {
    const { action } = entry;
    const { from, to, body } = entry.detail ?? {};
    if (action === "update_status" || action === "not_spam")
      return `${valueLabel("status", String(from ?? ""), locale, copy)} → ${valueLabel("status", String(to ?? ""), locale, copy)}`;
    if (action === "assign") return `${nameOf(from)} → ${nameOf(to)}`;
    if (action === "note") return visibleText(String(body ?? ""));
    return "";
  };
  return (
    <Stack gap="sm">
      <Heading level={2} size="md">
        {record.timeline}
      </Heading>
      {timeline.length === 0 ? (
        <Text>{record.noTimeline}</Text>
      ) : (
        <ol>
          {timeline.map((entry, index) => {
            const text = detail(entry);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list never reorders
              <li key={index}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time> —{" "}
                {copy.actions[entry.action as keyof typeof copy.actions] ?? entry.action} {record.by}{" "}
                {visibleLine(entry.actor)}
                {text ? <span className={styles.prewrap}>: {text}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </Stack>
  );
}
