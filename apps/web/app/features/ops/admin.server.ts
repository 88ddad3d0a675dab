import { data, type RouterContextProvider } from "react-router";
import type { ConsoleError } from "./api.server.ts";
import { type ConsoleSession, consoleSession } from "./console-session.server.ts";

/** Administrators only: the API enforces it too; the page says so (the console's 403) instead of failing later. */
export function adminSession(context: Readonly<RouterContextProvider>): ConsoleSession {
  const session = consoleSession(context);
  if (session.user.role !== "admin") throw data<ConsoleError>({ kind: "forbidden" }, { status: 403 });
  return session;
}

/** A positive whole number from a query parameter (an audit page's `before`), or null. */
export function positiveInteger(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}
