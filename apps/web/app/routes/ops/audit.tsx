import { AuditPage } from "@firm/intake/console/admin";
import { adminSession, auditBefore } from "../../features/ops/admin.server.ts";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import AuditView from "../../features/ops/pages/audit-page.tsx";
import type { Route } from "./+types/audit";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.audit.title);
}

/** The audit log, newest first, 50 entries a page; `before` pages back (a keyset, never an offset). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = adminSession(context);
  const before = auditBefore(new URL(request.url).searchParams.get("before"));
  const query = new URLSearchParams({ limit: "50", ...(before ? { before: String(before) } : {}) });
  const page = await expectOk(request, `/audit?${query}`, AuditPage, { session: token });
  return {
    entries: page.entries.map((entry) => ({
      ...entry,
      detail: entry.detail === null || entry.detail === undefined ? "" : JSON.stringify(entry.detail),
    })),
    olderHref: page.nextBefore ? `/ops/audit?before=${page.nextBefore}` : null,
    paged: before !== null,
  };
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function Audit(props: Route.ComponentProps) {
  return <AuditView {...props} />;
}
