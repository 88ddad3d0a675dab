import { Button } from "@firm/ui/button";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { TextField } from "@firm/ui/text-field";
import { useCopy } from "../../../lib/copy.ts";
import { signInTokenFromFragment, signInTokenInput } from "../../../lib/inline-scripts.ts";
import type { Route } from "../../../routes/ops/+types/sign-in-link";

export default function SignInLinkView({ loaderData, actionData }: Route.ComponentProps) {
  const { signInLink } = useCopy("opsConsole");
  if (loaderData.malformed || (actionData && "invalid" in actionData)) {
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
        <Stack gap="md" align="start">
          {/* Without scripts, the code is pasted; it comes first, so the form sends it first. */}
          <noscript>
            <TextField
              id="sign-in-link-code"
              name="token"
              label={signInLink.codeLabel}
              hint={signInLink.codeHint}
            />
          </noscript>
          <input type="hidden" id={signInTokenInput} name="token" defaultValue={loaderData.token ?? ""} />
          <Button type="submit">{signInLink.submit}</Button>
        </Stack>
      </form>
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own (its hash is in the policy), run as the page is read
        dangerouslySetInnerHTML={{ __html: signInTokenFromFragment }}
      />
    </Stack>
  );
}
