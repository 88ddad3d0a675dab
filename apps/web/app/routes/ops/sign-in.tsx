import { SignInLinkAccepted } from "@firm/intake/console/session";
import { callOpsApi } from "../../features/ops/api.server.ts";
import { assertSameOrigin, field } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import SignInView from "../../features/ops/pages/sign-in-page.tsx";
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
  const result = await callOpsApi(request, "/sign-in/link", SignInLinkAccepted, {
    method: "POST",
    body: { email },
  });
  if (result.ok) return { state: "sent" };
  if (result.status === 429)
    return { state: "rate_limited", minutes: Math.ceil((result.retryAfter ?? 60) / 60) };
  if (result.status === 400) return { state: "invalid", email };
  return { state: "unavailable", email };
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function SignIn(props: Route.ComponentProps) {
  return <SignInView {...props} />;
}
