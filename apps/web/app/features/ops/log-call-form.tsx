import { Button } from "@firm/ui/button";
import { ErrorSummary } from "@firm/ui/error-summary";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { TextareaField } from "@firm/ui/textarea-field";
import { useCopy } from "../../lib/copy.ts";

/**
 * Logging a call, one post: what was said becomes a note marked as contact, which the API
 * makes the first response and, for a request still new, a move to contacted, audited.
 */
export function LogCallForm({ csrf, error }: { csrf: string; error: boolean }) {
  const { call, errors } = useCopy("opsConsole");
  return (
    <section aria-labelledby="record-log-call">
      <form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="call" />
        <Stack gap="sm" align="stretch">
          <Heading level={2} size="md" id="record-log-call">
            {call.logTitle}
          </Heading>
          <Text>{call.logIntro}</Text>
          {error ? (
            <ErrorSummary
              headingLevel={3}
              title={errors.title}
              errors={[{ fieldId: "record-call-note", message: call.logRequired }]}
            />
          ) : null}
          <TextareaField
            id="record-call-note"
            name="body"
            label={call.logNote}
            required
            maxLength={5000}
            rows={2}
            error={error ? call.logRequired : undefined}
          />
          <div>
            <Button type="submit">{call.logSubmit}</Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
