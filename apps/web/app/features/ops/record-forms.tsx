import { recordStatuses, recordStatusLabels } from "@firm/content/enums/record-status";
import { Button } from "@firm/ui/button";
import { ErrorSummary } from "@firm/ui/error-summary";
import { Fieldset } from "@firm/ui/fieldset";
import { Grid } from "@firm/ui/grid";
import { Heading } from "@firm/ui/heading";
import { SelectField } from "@firm/ui/select-field";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { TextareaField } from "@firm/ui/textarea-field";
import { useCopy } from "../../lib/copy.ts";
import { usePage } from "../../lib/page-context.ts";
import { memberName } from "./format.ts";
import type { ConsoleUser, TeamMember } from "./types.ts";

type Props = {
  csrf: string;
  status: string;
  assigneeId: string | null;
  me: ConsoleUser;
  users: readonly TeamMember[];
  noteError: boolean;
};

/**
 * A spam request's way back: a status change to "new", which the API turns into
 * "not spam" (the request's e-mails sent now, once, and audited).
 */
export function NotSpamForm({ csrf }: { csrf: string }) {
  const { record } = useCopy("opsConsole");
  return (
    <section aria-labelledby="record-spam">
      <Stack gap="sm" align="start">
        <Heading level={2} size="md" id="record-spam">
          {record.spamTitle}
        </Heading>
        <Text>{record.spamMessage}</Text>
        <form method="post">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value="new" />
          <Button type="submit">{record.notSpam}</Button>
        </form>
      </Stack>
    </section>
  );
}

/**
 * A request held for checking whose acknowledgment was held (no form token, or one used too often):
 * a member who finds it genuine sends it (the API sends it once, audited).
 */
export function AcknowledgeForm({ csrf }: { csrf: string }) {
  const { record } = useCopy("opsConsole");
  return (
    <form method="post">
      <Stack gap="sm" align="start">
        <Text>{record.acknowledgmentHeld}</Text>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="acknowledge" />
        <Button type="submit">{record.sendAcknowledgment}</Button>
      </Stack>
    </form>
  );
}

/** Change status, assign, add a note: three small posts, each with the session's anti-forgery token. */
export function RecordForms({ csrf, status, assigneeId, me, users, noteError }: Props) {
  const { record, errors } = useCopy("opsConsole");
  const { locale } = usePage();
  const token = <input type="hidden" name="csrf" value={csrf} />;
  return (
    <Grid minColumn="md" gap="lg">
      <form method="post">
        {token}
        <input type="hidden" name="intent" value="status" />
        <Fieldset legend={record.changeStatus}>
          <Stack gap="md" align="start">
            <SelectField
              id="record-status"
              name="status"
              label={record.newStatus}
              defaultValue={status}
              options={recordStatuses.map((value) => ({ value, label: recordStatusLabels[locale][value] }))}
            />
            <Button type="submit">{record.saveStatus}</Button>
          </Stack>
        </Fieldset>
      </form>
      <form method="post">
        {token}
        <input type="hidden" name="intent" value="assign" />
        <Fieldset legend={record.assign}>
          <Stack gap="md" align="start">
            <SelectField
              id="record-assignee"
              name="assigneeId"
              label={record.assignTo}
              defaultValue={assigneeId ?? ""}
              options={[
                { value: "", label: record.nobody },
                ...users.map((user) => ({
                  value: user.id,
                  label: user.id === me.id ? `${memberName(user)} (${record.assignMe})` : memberName(user),
                })),
              ]}
            />
            <Button type="submit">{record.saveAssignee}</Button>
          </Stack>
        </Fieldset>
      </form>
      <form method="post">
        {token}
        <input type="hidden" name="intent" value="note" />
        <Fieldset legend={record.addNote}>
          <Stack gap="md" align="stretch">
            {noteError ? (
              <ErrorSummary
                headingLevel={3}
                title={errors.title}
                errors={[{ fieldId: "record-note", message: record.noteRequired }]}
              />
            ) : null}
            <TextareaField
              id="record-note"
              name="body"
              label={record.note}
              required
              maxLength={5000}
              rows={4}
              error={noteError ? record.noteRequired : undefined}
            />
            <div>
              <Button type="submit">{record.saveNote}</Button>
            </div>
          </Stack>
        </Fieldset>
      </form>
    </Grid>
  );
}
