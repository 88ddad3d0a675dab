import { Outlet } from "react-router";
import { consoleSession, loadConsoleSession } from "../../features/ops/console-session.server.ts";
import { refuseCrossSiteNavigation } from "../../features/ops/fetch-site.server.ts";
import ConsoleErrorPage from "../../features/ops/pages/console-error-page.tsx";
import type { Route } from "./+types/signed-in";

/**
 * Every page past sign-in: never opened from another site (issue 40, #10), and the session checked
 * with the API first (expired or revoked → sign in).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    refuseCrossSiteNavigation(request);
    await loadConsoleSession(request, context);
    return next();
  },
];

/** Who is signed in, and the anti-forgery token every form of the console posts. */
export function loader({ context }: Route.LoaderArgs) {
  const { user, csrfToken } = consoleSession(context);
  return { user, csrfToken };
}

export default function SignedIn() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ConsoleErrorPage />;
}
