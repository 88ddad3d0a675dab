import { Button } from "@firm/ui/button";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { TextField } from "@firm/ui/text-field";
import { useCopy } from "../../../lib/copy.ts";
import { useNonce } from "../../../lib/nonce.ts";
import type { Route } from "../../../routes/ops/+types/sign-in-link";

const tokenInput = "sign-in-link-token";

/**
 * The e-mailed link's token arrives in its fragment (`#token=…`), which the browser never sends: this
 * script, run as the page is read, puts it in the form and takes it out of the address bar.
 */
const tokenFromFragment = `(() => {
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  const input = document.getElementById(${JSON.stringify(tokenInput)});
  if (!token || !input) return;
  input.value = token;
  history.replaceState(null, "", location.pathname + location.search);
})();`;

export default function SignInLinkView({ loaderData, actionData }: Route.ComponentProps) {
  const { signInLink } = useCopy("opsConsole");
  const nonce = useNonce() || undefined;
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
          <input type="hidden" id={tokenInput} name="token" defaultValue={loaderData.token ?? ""} />
          <Button type="submit">{signInLink.submit}</Button>
        </Stack>
      </form>
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, run as the page is read
        dangerouslySetInnerHTML={{ __html: tokenFromFragment }}
      />
    </Stack>
  );
}
