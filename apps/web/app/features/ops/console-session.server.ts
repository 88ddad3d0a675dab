import { CurrentSession } from "@firm/intake/console/session";
import { createContext, type RouterContextProvider } from "react-router";
import { callOpsApi, failed, toSignIn } from "./api.server.ts";
import { sessionToken } from "./session-cookie.server.ts";
import type { ConsoleUser } from "./types.ts";

/** The signed-in team member, their session token (from the cookie) and the session's anti-forgery token. */
export type ConsoleSession = { token: string; csrfToken: string; user: ConsoleUser };

export const consoleSessionContext = createContext<ConsoleSession | null>(null);

/**
 * Middleware of the signed-in pages: no cookie, or a session the API no longer accepts (idle, too
 * old, revoked) → the sign-in page; otherwise the session is kept for the loaders and actions.
 */
export async function loadConsoleSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  const token = sessionToken(request);
  if (!token) throw toSignIn(request);
  const result = await callOpsApi(request, "/session", CurrentSession, {
    session: token,
  });
  if (!result.ok) failed(request, result);
  context.set(consoleSessionContext, { token, csrfToken: result.body.csrfToken, user: result.body.user });
}

export function consoleSession(context: Readonly<RouterContextProvider>): ConsoleSession {
  const session = context.get(consoleSessionContext);
  if (!session) throw new Error("No console session: the signed-in layout's middleware sets it.");
  return session;
}
