import { Button } from "@firm/ui/button";
import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { Text } from "@firm/ui/text";
import { redirect } from "react-router";
import { callOpsApi } from "../../features/ops/api.server.ts";
import { assertSameOrigin, field } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { sessionCookie } from "../../features/ops/session-cookie.server.ts";
import { useCopy } from "../../lib/copy.ts";
import type { Route } from "./+types/sign-in-link";

const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.signInLink.title);
}

/** The e-mailed link only shows a button: opening it spends nothing (mail scanners follow links). */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: tokenPattern.test(token) ? token : null };
}

/** The button's post spends the link: a session, its cookie, and the inbox. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const token = field(await request.formData(), "token");
  if (!tokenPattern.test(token)) return { invalid: true };
  const result = await callOpsApi<{ token: string }>(request, "/sign-in/consume", {
    method: "POST",
    body: { token },
  });
  if (!result.ok) return { invalid: true };
  return redirect("/ops", { headers: { "Set-Cookie": sessionCookie(request, result.body.token) } });
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const { signInLink } = useCopy("opsConsole");
  if (!loaderData.token || actionData?.invalid) {
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
      <Text>{signInLink.intro}</Text>
      <form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit">{signInLink.submit}</Button>
      </form>
    </Stack>
  );
}
