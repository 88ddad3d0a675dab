import { AuditQuery } from "@firm/intake/console/admin";
import { data, type RouterContextProvider } from "react-router";
import type { ConsoleError } from "./api.server.ts";
import { type ConsoleSession, consoleSession } from "./console-session.server.ts";
import { acceptedQueryValue } from "./query-values.ts";

/** Administrators only: the API enforces it too; the page says so (the console's 403) instead of failing later. */
export function adminSession(context: Readonly<RouterContextProvider>): ConsoleSession {
  const session = consoleSession(context);
  if (session.user.role !== "admin") throw data<ConsoleError>({ kind: "forbidden" }, { status: 403 });
  return session;
}

/** An audit page's `before` (an entry id) from the page's address when the API's schema takes it, else null. */
export function auditBefore(value: string | null): number | null {
  if (!value || !/^[0-9]+$/.test(value) || !acceptedQueryValue(AuditQuery.properties.before, value))
    return null;
  return Number(value);
}
