import { Button } from "@firm/ui/button";
import { ErrorSummary } from "@firm/ui/error-summary";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { TextField } from "@firm/ui/text-field";
import { callOpsApi } from "../../features/ops/api.server.ts";
import { assertSameOrigin, field } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { useCopy } from "../../lib/copy.ts";
import type { Route } from "./+types/sign-in";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.signIn.title);
}

type Outcome =
  | { state: "sent" }
  | { state: "invalid"; email: string }
  | { state: "rate_limited"; minutes: number }
  | { state: "unavailable"; email: string };

/** Asks the API to e-mail a one-time link; the answer is the same whether or not the address is a member's. */
export async function action({ request }: Route.ActionArgs): Promise<Outcome> {
  assertSameOrigin(request);
  const email = field(await request.formData(), "email");
  if (!email.includes("@")) return { state: "invalid", email };
  const result = await callOpsApi(request, "/sign-in/link", { method: "POST", body: { email } });
  if (result.ok) return { state: "sent" };
  if (result.status === 429)
    return { state: "rate_limited", minutes: Math.ceil((result.retryAfter ?? 60) / 60) };
  if (result.status === 400) return { state: "invalid", email };
  return { state: "unavailable", email };
}

/** Sign-in by e-mailed link: one field, and the same "check your e-mail" for any address. */
export default function SignIn({ actionData }: Route.ComponentProps) {
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
    </Stack>
  );
}
