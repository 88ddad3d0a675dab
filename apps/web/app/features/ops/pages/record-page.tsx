import { visibleText } from "@firm/content/visible-text";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../../lib/copy.ts";
import { usePage } from "../../../lib/page-context.ts";
import type { Route } from "../../../routes/ops/+types/record";
import { formatDateTime } from "../format.ts";
import { CheckMark } from "../inbox-table.tsx";
import { AcknowledgeForm, NotSpamForm, RecordForms } from "../record-forms.tsx";
import { ReplyPromise } from "../record-promise.tsx";
import { RecordFields, RecordMails, RecordTimeline, RelatedRequests } from "../record-sections.tsx";

/** A request's page: what was sent, when and from where, its e-mails, earlier requests, the work and its timeline. */
export default function RecordView({ loaderData, actionData }: Route.ComponentProps) {
  const { record } = useCopy("opsConsole");
  const { locale } = usePage();
  const { detail, saved } = loaderData;
  const savedMessage = {
    status: record.savedStatus,
    assign: record.savedAssignee,
    note: record.savedNote,
    acknowledge: record.savedAcknowledgment,
  };
  const { status, spamReason } = detail.record;
  // A request in the inbox with no acknowledgment queued: its signal held it (issue 61, finding 3).
  const acknowledgmentHeld = !detail.mails.some((mail) => mail.kind === "acknowledgment");
  return (
    <Stack gap="lg">
      <p>
        <a href="/ops">{record.backToInbox}</a>
      </p>
      <Heading level={1}>
        {detail.record.name ? visibleText(detail.record.name) : record.titleFallback}
      </Heading>
      {saved ? <FormBanner tone="success" title={record.saved} message={savedMessage[saved]} /> : null}
      <Text>
        {record.received}: {formatDateTime(detail.record.createdAt, locale)} · {record.fromPage}:{" "}
        {detail.record.page || record.notGiven}
      </Text>
      {status === "spam" ? null : <ReplyPromise record={detail.record} now={loaderData.now} />}
      {status === "spam" ? <NotSpamForm csrf={loaderData.csrf} /> : null}
      {status !== "spam" && spamReason ? (
        <section aria-labelledby="record-check">
          <Stack gap="sm" align="start">
            <Heading level={2} size="md" id="record-check">
              {record.checkTitle}
            </Heading>
            <CheckMark reason={spamReason} />
            <Text>{record.checkMessage}</Text>
            {acknowledgmentHeld ? <AcknowledgeForm csrf={loaderData.csrf} /> : null}
          </Stack>
        </section>
      ) : null}
      <Stack gap="sm">
        <Heading level={2} size="md">
          {record.details}
        </Heading>
        <RecordFields record={{ ...detail.record, assignee: detail.assignee?.name ?? null }} />
      </Stack>
      <Stack gap="sm">
        <Heading level={2} size="md">
          {record.work}
        </Heading>
        <RecordForms
          csrf={loaderData.csrf}
          status={status ?? "new"}
          assigneeId={detail.assignee?.id ?? null}
          me={loaderData.me}
          users={loaderData.users}
          noteError={actionData?.noteError === true}
        />
      </Stack>
      <RecordMails mails={detail.mails} />
      <RelatedRequests related={detail.related} />
      <RecordTimeline timeline={detail.timeline} users={loaderData.users} />
    </Stack>
  );
}
