import { Button } from "@firm/ui/button";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../../lib/copy.ts";
import type { Route } from "../../../routes/ops/+types/sign-in-link";

export default function SignInLinkView({ loaderData, actionData }: Route.ComponentProps) {
  const { signInLink } = useCopy("opsConsole");
  if (!loaderData.token || (actionData && "invalid" in actionData)) {
    return (
      <Stack gap="md">
        <Heading level={1}>{signInLink.invalidTitle}</Heading>
        <FormBanner tone="error" title={signInLink.invalidTitle} message={signInLink.invalidMessage} />
        <p>
          <a href="/ops/sign-in">{signInLink.askAgain}</a>
        </p>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="start">
      <Heading level={1}>{signInLink.title}</Heading>
      {actionData && "retry" in actionData ? (
        <FormBanner tone="error" title={signInLink.retryTitle} message={signInLink.retryMessage} />
      ) : null}
      <Text>{signInLink.intro}</Text>
      <form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit">{signInLink.submit}</Button>
      </form>
    </Stack>
  );
}
