import { Button } from "@firm/ui/button";
import { ErrorSummary } from "@firm/ui/error-summary";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { TextField } from "@firm/ui/text-field";
import { useCopy } from "../../../lib/copy.ts";
import type { Route } from "../../../routes/ops/+types/sign-in";
import { PasskeySignInIsland } from "../passkey-islands.tsx";

/** Sign-in by e-mailed link: one field, and the same "check your e-mail" for any address. */
export default function SignInView({ actionData }: Route.ComponentProps) {
  const { signIn } = useCopy("opsConsole");
  if (actionData?.state === "sent") {
    return (
      <Stack gap="md">
        <Heading level={1}>{signIn.sentTitle}</Heading>
        <FormBanner tone="success" title={signIn.sentTitle} message={signIn.sentMessage} />
      </Stack>
    );
  }
  const invalid = actionData?.state === "invalid";
  const email = actionData && "email" in actionData ? actionData.email : "";
  return (
    <Stack gap="lg">
      <Heading level={1}>{signIn.title}</Heading>
      {invalid ? (
        <ErrorSummary
          title={signIn.errorTitle}
          errors={[{ fieldId: "email", message: signIn.invalidEmail }]}
        />
      ) : null}
      {actionData?.state === "rate_limited" ? (
        <FormBanner
          tone="error"
          title={signIn.rateLimitedTitle}
          message={`${signIn.rateLimitedMessage} ${actionData.minutes} ${signIn.minutes}.`}
        />
      ) : null}
      {actionData?.state === "unavailable" ? (
        <FormBanner tone="error" title={signIn.errorTitle} message={signIn.unavailable} />
      ) : null}
      <Text>{signIn.intro}</Text>
      <form method="post">
        <Stack gap="md" align="start">
          <TextField
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            label={signIn.emailLabel}
            required
            defaultValue={email}
            error={invalid ? signIn.invalidEmail : undefined}
          />
          <Button type="submit">{signIn.submit}</Button>
        </Stack>
      </form>
      <PasskeySignInIsland />
    </Stack>
  );
}
