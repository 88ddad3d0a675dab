import { ActiveAlerts } from "@firm/intake/console/system";
import { callOpsApi } from "../../features/ops/api.server.ts";
import { consoleSession, loadConsoleSession } from "../../features/ops/console-session.server.ts";
import { refuseCrossSiteNavigation } from "../../features/ops/fetch-site.server.ts";
import ConsoleErrorPage from "../../features/ops/pages/console-error-page.tsx";
import SignedInFrame from "../../features/ops/pages/signed-in-frame.tsx";
import type { Route } from "./+types/signed-in";

/**
 * Every page past sign-in: never opened from another site (fetch-site.server.ts), and the session
 * checked with the API first (expired or revoked → sign in).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    refuseCrossSiteNavigation(request);
    await loadConsoleSession(request, context);
    return next();
  },
];

/**
 * Who is signed in, the anti-forgery token every form of the console posts, and the monitoring's
 * active alerts for the banner (none shown when they cannot be read: the page itself still loads).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, csrfToken, token } = consoleSession(context);
  const alerts = await callOpsApi(request, "/alerts", ActiveAlerts, { session: token });
  return { user, csrfToken, alerts: alerts.ok ? alerts.body.alerts : [] };
}

/** Rendered on the server only, like every console page (vite.config.ts). */
export default function SignedIn({ loaderData }: Route.ComponentProps) {
  return <SignedInFrame alerts={loaderData.alerts} />;
}

export function ErrorBoundary() {
  return <ConsoleErrorPage />;
}
