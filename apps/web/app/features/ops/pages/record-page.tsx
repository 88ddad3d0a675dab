import { visibleText } from "@firm/content/visible-text";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../../lib/copy.ts";
import type { Route } from "../../../routes/ops/+types/record";
import { CallCard } from "../call-card.tsx";
import { CheckMark } from "../inbox-table.tsx";
import { LogCallForm } from "../log-call-form.tsx";
import { RecordAnswers } from "../record-answers.tsx";
import { AcknowledgeForm, NotSpamForm, RecordForms } from "../record-forms.tsx";
import { RecordMails, RecordTimeline, RelatedRequests } from "../record-sections.tsx";

/**
 * A request's page, made for the call: first what the person answering needs (the call
 * card) and logging the call; then a spam request's way back or a "check" mark, the other answers
 * in their groups, the work (status, assignee, notes), its e-mails, earlier requests and timeline.
 */
export default function RecordView({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useCopy("opsConsole");
  const { record } = copy;
  const { detail, saved } = loaderData;
  const savedMessage = {
    status: record.savedStatus,
    assign: record.savedAssignee,
    note: record.savedNote,
    acknowledge: record.savedAcknowledgment,
    call: copy.call.savedCall,
  };
  const { status, spamReason } = detail.record;
  // A request in the inbox with no acknowledgment queued: its signal held it.
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
      <CallCard record={detail.record} now={loaderData.now} />
      {status === "spam" ? (
        <NotSpamForm csrf={loaderData.csrf} />
      ) : (
        <LogCallForm csrf={loaderData.csrf} error={actionData?.callError === true} />
      )}
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
      <RecordAnswers record={{ ...detail.record, assignee: detail.assignee?.name ?? null }} />
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
