import { PurgeResult } from "@firm/intake/console/admin";
import { adminSession } from "../../features/ops/admin.server.ts";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleForm, field } from "../../features/ops/console-form.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import RetentionView from "../../features/ops/pages/retention-page.tsx";
import type { Route } from "./+types/retention";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.retention.title);
}

export function loader({ context }: Route.LoaderArgs) {
  return { csrf: adminSession(context).csrfToken };
}

/**
 * "Preview" runs a dry run (the API counts, and logs that it did); only its answer offers the
 * "Delete N requests" form, which posts the same retention period with dryRun=false.
 */
export async function action({ request, context }: Route.ActionArgs) {
  adminSession(context);
  const { form, session, csrf } = await consoleForm(request, context);
  const dryRun = field(form, "intent") !== "delete";
  const days = Number(field(form, "days"));
  const result = await expectOk(request, "/retention", PurgeResult, {
    method: "POST",
    session: session.token,
    csrf,
    body: { dryRun, ...(Number.isInteger(days) && days > 0 ? { days } : {}) },
  });
  return { result };
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function Retention(props: Route.ComponentProps) {
  return <RetentionView {...props} />;
}
