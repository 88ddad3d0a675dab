import { intakeEmail } from "@firm/content/dictionaries/intake-email";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { opsEmail } from "@firm/content/dictionaries/ops-email";
import { type CaseType, caseTypeLabels } from "@firm/content/enums/case-type";
import { type Urgency, urgencyLabels } from "@firm/content/enums/urgency";
import { formatFirmTime } from "@firm/content/firm-time";
import type { Locale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { visibleLine } from "@firm/content/visible-text";
import { holdsAcknowledgment, type SpamReason } from "../intake/spam.ts";

/** What an intake e-mail may use of a record: never the visitor's story. */
export type MailRecord = {
  form: "contact" | "consultation";
  id: string;
  name: string;
  email: string;
  phone: string;
  caseType: string | null;
  locale: Locale;
  /** A consultation's urgency; a contact message has none. */
  urgency: Urgency | null;
  /** A soft spam signal: the request is in the inbox marked "check". */
  check: SpamReason | null;
  /** When it arrived, and the time by which the firm promised to answer. */
  createdAt?: Date;
  dueAt?: Date | null;
};

/** The console's page of one record (apps/web/app/routes.ts: ops/records/:id). */
export const consoleRecordPath = (id: string) => `/ops/records/${encodeURIComponent(id)}`;

type Letter = { subject: string; text: string };

/**
 * The legal team's notice, in the team's language: urgency and form in the subject, case type, name,
 * phone, record number, the "check" mark and its reason when a soft spam signal was seen, and an absolute link to the record in the console (built from the configured
 * site origin, never from a request). It carries none of the visitor's story.
 */
export function teamNotification(record: MailRecord, teamLocale: Locale, siteOrigin: string): Letter {
  const copy = intakeEmail[teamLocale].teamNotification;
  const held = holdsAcknowledgment(record.check) ? [copy.acknowledgmentHeld] : [];
  const check = record.check
    ? [
        `${copy.checkLabel}: ${opsConsole[teamLocale].spamReasons[record.check]}`,
        copy.checkNotice,
        ...held,
        "",
      ]
    : [];
  const lines = [copy.intro, "", ...check, ...recordEssentials(record, teamLocale, siteOrigin)];
  return { subject: teamSubject(record, teamLocale), text: `${lines.join("\n")}\n` };
}

/** A team e-mail's subject: the "check" mark, the urgency (urgent and emergency), the form and case type. */
export function teamSubject(record: MailRecord, teamLocale: Locale): string {
  const copy = intakeEmail[teamLocale].teamNotification;
  const form = record.form === "contact" ? copy.subjectContact : copy.subjectConsultation;
  const urgent = record.urgency && record.urgency !== "normal" ? record.urgency : null;
  const subject = [
    record.check ? copy.checkSubject : "",
    urgent ? `${copy.urgencySubject[urgent]}:` : "",
    `${form} – ${caseTypeOf(record, teamLocale)}`,
  ];
  return subject.filter(Boolean).join(" ");
}

function caseTypeOf(record: MailRecord, teamLocale: Locale): string {
  return record.caseType
    ? caseTypeLabels[teamLocale][record.caseType as CaseType]
    : intakeEmail[teamLocale].teamNotification.caseTypeNotChosen;
}

/** What a team e-mail says of a request (never its story), its due time, and the link to its record. */
export function recordEssentials(record: MailRecord, teamLocale: Locale, siteOrigin: string): string[] {
  const copy = intakeEmail[teamLocale].teamNotification;
  return [
    ...(record.urgency ? [`${copy.urgencyLabel}: ${urgencyLabels[teamLocale][record.urgency]}`] : []),
    `${copy.caseTypeLabel}: ${caseTypeOf(record, teamLocale)}`,
    `${copy.nameLabel}: ${visibleLine(record.name)}`,
    `${copy.phoneLabel}: ${record.phone || copy.phoneNotGiven}`,
    `${copy.languageLabel}: ${copy.languages[record.locale]}`,
    `${copy.recordLabel}: ${record.id}`,
    ...(record.dueAt ? [`${copy.dueLabel}: ${formatFirmTime(record.dueAt, teamLocale)}`] : []),
    "",
    copy.openRecord,
    new URL(consoleRecordPath(record.id), siteOrigin).toString(),
  ];
}

/** The visitor's acknowledgment in their language; it repeats nothing they typed. */
export function acknowledgment(record: MailRecord): Letter {
  const copy = intakeEmail[record.locale].acknowledgment;
  const fill = (text: string) => withSiteValues(text, record.locale);
  const paragraphs = [
    copy.greeting,
    fill(copy.received),
    fill(copy.urgent),
    copy.confidentiality,
    `${copy.referenceLabel}: ${record.id}`,
    copy.notYou,
    fill(copy.signature),
  ];
  return { subject: fill(copy.subject), text: `${paragraphs.join("\n\n")}\n` };
}

/** A team member's one-time console link, in English and Spanish (the team works in both). */
export function signInLetter(link: string, purpose: "enrolment" | "sign-in"): Letter {
  const [en, es] = [opsEmail.en, opsEmail.es];
  const enrolment = purpose === "enrolment";
  const subject = enrolment
    ? `${en.enrolmentSubject} / ${es.enrolmentSubject}`
    : `${en.subject} / ${es.subject}`;
  const text = [
    enrolment ? en.enrolment : en.signIn,
    "",
    link,
    "",
    enrolment ? es.enrolment : es.signIn,
    "",
    link,
  ];
  return { subject, text: `${text.join("\n")}\n` };
}

/** To the console's admins: continuous archiving has stalled (src/plugins/backup-watch.ts), in both languages. */
export function archiveAlert({ since, waiting }: { since: string; waiting: number }): Letter {
  const [en, es] = [opsEmail.en, opsEmail.es];
  const facts = [
    `${en.archiveLastArchived} / ${es.archiveLastArchived}: ${since || "-"}`,
    `${en.archiveWaiting} / ${es.archiveWaiting}: ${waiting}`,
  ];
  const text = [en.archiveStalled, "", ...facts, "", es.archiveStalled];
  return { subject: `${en.archiveSubject} / ${es.archiveSubject}`, text: `${text.join("\n")}\n` };
}
