import { intakeEmail } from "@firm/content/dictionaries/intake-email";
import { formatDuration, formatFirmTime } from "@firm/content/firm-time";
import { formatDate } from "@firm/content/format";
import type { Locale } from "@firm/content/locale";
import { fill } from "@firm/content/template";
import type { DailySummaryPayload } from "../ops/reply-watch.ts";
import { type MailRecord, recordEssentials, teamSubject } from "./messages.ts";

type Letter = { subject: string; text: string };

/**
 * To the team: an emergency or urgent request is still new after its escalation time. The
 * subject says so before the request's own; the body, like the notification, carries
 * none of the visitor's story.
 */
export function escalationLetter(
  record: MailRecord,
  teamLocale: Locale,
  siteOrigin: string,
  now = Date.now(),
): Letter {
  const copy = intakeEmail[teamLocale].escalation;
  const age = record.createdAt ? formatDuration(now - record.createdAt.getTime(), teamLocale) : "";
  const due = record.dueAt ? formatFirmTime(record.dueAt, teamLocale) : "";
  const lines = [
    fill(copy.intro, { age, due }),
    copy.action,
    "",
    ...recordEssentials({ ...record, dueAt: null }, teamLocale, siteOrigin),
  ];
  return { subject: `${copy.subjectMark} ${teamSubject(record, teamLocale)}`, text: `${lines.join("\n")}\n` };
}

/** The team's daily summary: the day's counts and links to the inbox (soonest due first) and to spam. */
export function dailySummaryLetter(
  summary: DailySummaryPayload,
  teamLocale: Locale,
  siteOrigin: string,
): Letter {
  const copy = intakeEmail[teamLocale].dailySummary;
  const subject = fill(copy.subject, {
    day: formatDate(summary.day, teamLocale),
    waiting: String(summary.waiting),
    overdue: String(summary.overdue),
  });
  const lines = [
    copy.intro,
    "",
    `${copy.received}: ${summary.received}`,
    `${copy.waiting}: ${summary.waiting}`,
    `${copy.overdue}: ${summary.overdue}`,
    `${copy.spam}: ${summary.spam}`,
    "",
    copy.openInbox,
    new URL("/ops?sort=due", siteOrigin).toString(),
    "",
    copy.openSpam,
    new URL("/ops?status=spam", siteOrigin).toString(),
  ];
  return { subject, text: `${lines.join("\n")}\n` };
}
