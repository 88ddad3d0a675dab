import { Outlet } from "react-router";
import { consoleSession, loadConsoleSession } from "../../features/ops/console-session.server.ts";
import ConsoleErrorPage from "../../features/ops/pages/console-error-page.tsx";
import type { Route } from "./+types/signed-in";

/** Every page past sign-in: the session is checked with the API first (expired or revoked → sign in). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
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
