import { opsRoles } from "@firm/content/enums/ops-role";
import { Done } from "@firm/intake/console/inbox";
import { redirect } from "react-router";
import { callOpsApi, failed } from "./api.server.ts";
import { field } from "./console-form.server.ts";

/** The change an administrator's form asks for, as the API's PATCH body, or null when it is not one. */
export function memberChange(form: FormData): { role: string } | { disabled: boolean } | null {
  const intent = field(form, "intent");
  if (intent === "role") {
    const role = field(form, "role");
    return (opsRoles as readonly string[]).includes(role) ? { role } : null;
  }
  if (intent === "access") {
    const disabled = field(form, "disabled");
    return disabled === "true" || disabled === "false" ? { disabled: disabled === "true" } : null;
  }
  return null;
}

/**
 * The team page's role and access forms (PATCH /api/ops/users/:id): back to the team with
 * `changed=ok`, or `changed=own` when it was the administrator's own account (the API refuses it).
 * Resolves to null for any other form.
 */
export async function changeMember(
  request: Request,
  form: FormData,
  call: { session: string; csrf: string },
): Promise<Response | null> {
  const intent = field(form, "intent");
  if (intent !== "role" && intent !== "access") return null;
  const change = memberChange(form);
  if (!change) return redirect("/ops/users");
  const result = await callOpsApi(request, `/users/${encodeURIComponent(field(form, "userId"))}`, Done, {
    ...call,
    method: "PATCH",
    body: change,
  });
  if (result.ok) return redirect("/ops/users?changed=ok");
  if (result.code === "own_account") return redirect("/ops/users?changed=own");
  return failed(request, result);
}

/** The loader's reading of `changed`. */
export function changedParam(request: Request): "ok" | "own" | null {
  const changed = new URL(request.url).searchParams.get("changed");
  return changed === "ok" || changed === "own" ? changed : null;
}
