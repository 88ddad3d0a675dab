import { data, type RouterContextProvider } from "react-router";
import type { ConsoleError } from "./api.server.ts";
import { type ConsoleSession, consoleSession } from "./console-session.server.ts";
import { isSameOriginPost } from "./origin-check.server.ts";

/** Refuses a post that did not come from the console's own pages (403), before reading it. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginPost(request)) throw data<ConsoleError>({ kind: "forbidden" }, { status: 403 });
}

/** A signed-in form post: its fields, the session, and the anti-forgery token it carried (for the API). */
export async function consoleForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ form: FormData; session: ConsoleSession; csrf: string }> {
  assertSameOrigin(request);
  const form = await request.formData();
  return { form, session: consoleSession(context), csrf: field(form, "csrf") };
}

/** A form field as text ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
