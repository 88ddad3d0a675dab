import { failed, failureOf, fetchOpsApi } from "../../features/ops/api.server.ts";
import { consoleSession } from "../../features/ops/console-session.server.ts";
import { inboxFilter, withoutCursor } from "../../features/ops/inbox-filter.ts";
import type { Route } from "./+types/export";

/** The CSV export of the inbox's current filter, streamed on from the API (which audits it) as a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = consoleSession(context);
  const query = withoutCursor(inboxFilter(new URL(request.url).searchParams).query);
  const answer = await fetchOpsApi(request, `/inbox/export?${query}`, { session: token });
  if (!answer.ok || !answer.body) return failed(request, await failureOf(answer));
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("content-type") ?? "text/csv; charset=utf-8",
      "Content-Disposition":
        answer.headers.get("content-disposition") ?? 'attachment; filename="intake-records.csv"',
      "X-Content-Type-Options": "nosniff",
    },
  });
}
