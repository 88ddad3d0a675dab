import { fill } from "@firm/content/template";
import { consultationGroups } from "@firm/intake/forms";
import { sourceColumnNames } from "@firm/intake/source";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { callFields } from "./call-card.tsx";
import { formatDateTime } from "./format.ts";
import { valueLabel } from "./labels.ts";
import * as styles from "./ops.css.ts";
import type { RecordDetail } from "./types.ts";

/**
 * A request's sections below the call card, in order: the consultation form's groups
 * (@firm/intake/forms), where the visit came from (@firm/intake/source), then the request itself.
 * A section shows the fields its record has, less those the call card shows.
 */
export const answerSections = {
  ...consultationGroups,
  source: sourceColumnNames,
  request: [
    "type",
    "page",
    "consentToCalls",
    "consentVersion",
    "noticeVersion",
    "status",
    "assignee",
    "spamReason",
    "updatedAt",
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** Every field a request's page can show, the call card's included (each needs its label). */
export const fieldOrder: readonly string[] = [
  ...new Set([...callFields, ...Object.values(answerSections).flat()]),
];

const times = new Set(["createdAt", "updatedAt"]);
/** Shown only when set: no assignee and no spam signal are not missing answers. */
const onlyWhenSet = new Set(["assignee", "spamReason"]);

/** A field's label in the console's language (every field the page shows has one: a test holds it). */
export function fieldLabel(copy: { fields: Readonly<Record<string, string>> }, field: string): string {
  return copy.fields[field] ?? field;
}

/**
 * The answers the call card leaves out, in their sections; the empty ones, of every section, fold
 * into one line at the end ("Not given: 12 fields"), which opens to name them.
 */
export function RecordAnswers({ record }: { record: RecordDetail["record"] }) {
  const copy = useCopy("opsConsole");
  const { locale } = usePage();
  const empty: string[] = [];
  const sections = Object.entries(answerSections).flatMap(([section, fields]) => {
    const shown = fields.filter((field) => {
      if (!(field in record) || callFields.includes(field)) return false;
      const given = record[field] !== null && record[field] !== "";
      if (!given && !onlyWhenSet.has(field)) empty.push(field);
      return given;
    });
    return shown.length ? [{ section: section as keyof typeof answerSections, shown }] : [];
  });
  return (
    <Stack gap="md">
      <Heading level={2} size="md">
        {copy.answers.title}
      </Heading>
      {sections.map(({ section, shown }) => (
        <section key={section} aria-labelledby={`record-${section}`}>
          <Heading level={3} size="sm" id={`record-${section}`}>
            {copy.answers.groups[section]}
          </Heading>
          <dl>
            {shown.map((field) => (
              <div key={field} className={styles.fieldRow}>
                <dt>
                  <Text as="strong" weight="bold">
                    {fieldLabel(copy, field)}
                  </Text>
                </dt>
                <dd className={styles.fieldValue}>
                  {times.has(field)
                    ? formatDateTime(record[field], locale)
                    : valueLabel(field, record[field] ?? null, locale, copy)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {empty.length ? (
        <details>
          <summary className={styles.summary}>
            {empty.length === 1
              ? copy.answers.notGivenOne
              : fill(copy.answers.notGivenOther, { count: String(empty.length) })}
          </summary>
          <ul>
            {empty.map((field) => (
              <li key={field}>{fieldLabel(copy, field)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </Stack>
  );
}
