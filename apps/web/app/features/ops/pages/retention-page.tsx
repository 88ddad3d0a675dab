import { Button } from "@firm/ui/button";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../../lib/copy.ts";
import { usePage } from "../../../lib/page-context.ts";
import type { Route } from "../../../routes/ops/+types/retention";
import { formatDateTime } from "../format.ts";

/** Retention: preview what the period would delete, then confirm; the result is shown. */
export default function RetentionView({ loaderData, actionData }: Route.ComponentProps) {
  const { retention: copy } = useCopy("opsConsole");
  const { locale } = usePage();
  const result = actionData?.result;
  const total = result ? result.contactMessages + result.consultationRequests : 0;
  return (
    <Stack gap="lg">
      <Heading level={1}>{copy.title}</Heading>
      {result && !result.dryRun ? (
        <FormBanner tone="success" title={copy.doneTitle} message={`${total} ${copy.deleted}`} />
      ) : null}
      <Text>{copy.intro}</Text>
      {result ? (
        <Stack gap="sm">
          {result.dryRun ? (
            <Heading level={2} size="md">
              {copy.previewTitle}
            </Heading>
          ) : null}
          <dl>
            <dt>{copy.days}</dt>
            <dd>{result.days}</dd>
            <dt>{copy.olderThan}</dt>
            <dd>{formatDateTime(result.before, locale)}</dd>
            <dt>{copy.contactMessages}</dt>
            <dd>{result.contactMessages}</dd>
            <dt>{copy.consultationRequests}</dt>
            <dd>{result.consultationRequests}</dd>
          </dl>
        </Stack>
      ) : null}
      {result?.dryRun && total === 0 ? <Text>{copy.nothing}</Text> : null}
      <Stack direction="row" gap="md">
        <form method="post">
          <input type="hidden" name="csrf" value={loaderData.csrf} />
          <input type="hidden" name="intent" value="preview" />
          <Button type="submit" variant="secondary">
            {copy.preview}
          </Button>
        </form>
        {result?.dryRun && total > 0 ? (
          <form method="post">
            <input type="hidden" name="csrf" value={loaderData.csrf} />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="days" value={result.days} />
            <Button type="submit" variant="danger">
              {copy.confirm} {total} {copy.requests}
            </Button>
          </form>
        ) : null}
      </Stack>
    </Stack>
  );
}
