import { intakeEmail } from "@firm/content/dictionaries/intake-email";
import {
  type PreferredContactTime,
  preferredContactTimeLabels,
} from "@firm/content/enums/preferred-contact-time";
import { formatFirmTime } from "@firm/content/firm-time";
import { defaultLocale, isLocale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { visibleText } from "@firm/content/visible-text";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import type { ReactNode } from "react";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { formatDateTime } from "./format.ts";
import { valueLabel } from "./labels.ts";
import * as styles from "./ops.css.ts";
import { PhoneLink } from "./phone-link.tsx";
import { ReplyStanding } from "./reply-standing.tsx";
import { cameFrom } from "./source-words.ts";
import type { RecordDetail } from "./types.ts";

/** The fields the card shows: the answers a call needs, which the page's other sections leave out. */
export const callFields: readonly string[] = [
  "name",
  "firstName",
  "lastName",
  "phone",
  "phoneE164",
  "phoneExtension",
  "alternatePhone",
  "alternatePhoneE164",
  "alternatePhoneExtension",
  "email",
  "urgency",
  "preferredContactMethod",
  "preferredContactTime",
  "locale",
  "caseType",
  "caseDescription",
  "message",
  "createdAt",
];

type Item = { label: string; value: ReactNode; wide?: boolean };

/**
 * An address as a `mailto:` link's recipient: the characters that would start the link's query, a
 * fragment or a second recipient ("a?cc=x@example.com" is a valid address) are escaped.
 */
const mailbox = (email: string) => email.replace(/[%?&#,]/g, (character) => encodeURIComponent(character));

/**
 * The top of a request's page: how to reach the person (phone as a `tel:` link, e-mail
 * as a `mailto:` link with a subject in their language), how soon, how they prefer it, in which
 * language, where their visit came from and what happened. A field the request's form does not
 * have is left out; every time carries the firm's time zone.
 */
export function CallCard({ record, now }: { record: RecordDetail["record"]; now: number }) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  const { fields } = copy;
  const has = (field: string) => field in record;
  const label = (field: string) => valueLabel(field, record[field] ?? null, locale, copy);
  const visitor = isLocale(record.locale) ? record.locale : defaultLocale;
  const subject = withSiteValues(intakeEmail[visitor].teamReply.subject, visitor);
  const { createdAt, dueAt, firstResponseAt = null } = record;
  const items: Item[] = [
    {
      label: fields.phone,
      value: record.phone ? (
        <PhoneLink
          typed={record.phone}
          e164={record.phoneE164 ?? null}
          extension={record.phoneExtension ?? null}
        />
      ) : (
        copy.record.notGiven
      ),
    },
  ];
  if (record.alternatePhone)
    items.push({
      label: fields.alternatePhone,
      value: (
        <PhoneLink
          typed={record.alternatePhone}
          e164={record.alternatePhoneE164 ?? null}
          extension={record.alternatePhoneExtension ?? null}
        />
      ),
    });
  if (record.email)
    items.push({
      label: fields.email,
      value: (
        <a href={`mailto:${mailbox(record.email)}?subject=${encodeURIComponent(subject)}`}>
          {visibleText(record.email)}
        </a>
      ),
    });
  if (has("urgency")) items.push({ label: fields.urgency, value: label("urgency") });
  if (dueAt && createdAt && record.status !== "spam")
    items.push(
      {
        label: copy.record.dueBy,
        value: (
          <>
            {formatFirmTime(dueAt, locale)} ·{" "}
            <ReplyStanding record={{ createdAt, dueAt, firstResponseAt }} now={now} />
          </>
        ),
      },
      {
        label: copy.record.firstResponse,
        value: firstResponseAt ? formatDateTime(firstResponseAt, locale) : copy.record.noResponseYet,
      },
    );
  if (has("preferredContactMethod")) {
    const time = (record.preferredContactTime ?? "") as PreferredContactTime;
    items.push({
      label: fields.preferredContactMethod,
      value: `${label("preferredContactMethod")} · ${preferredContactTimeLabels[locale][time] ?? visibleText(time)}`,
    });
  }
  items.push(
    { label: fields.locale, value: label("locale") },
    { label: fields.caseType, value: label("caseType") },
    { label: copy.call.received, value: formatDateTime(createdAt, locale) },
    { label: copy.call.cameFrom, value: cameFrom(record, locale, copy), wide: true },
  );
  const story = has("caseDescription") ? "caseDescription" : "message";
  items.push({
    label: fields[story],
    value: <p className={styles.story}>{label(story)}</p>,
    wide: true,
  });
  return (
    <section aria-labelledby="record-call" className={styles.card}>
      <Stack gap="sm">
        <Heading level={2} size="md" id="record-call">
          {copy.call.title}
        </Heading>
        <dl className={styles.cardItems}>
          {items.map((item) => (
            <div key={item.label} className={item.wide ? styles.wide : undefined}>
              <dt className={styles.term}>{item.label}</dt>
              <dd className={styles.detail}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </section>
  );
}
