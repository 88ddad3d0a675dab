import { SystemState } from "@firm/intake/console/system";
import { adminSession } from "../../features/ops/admin.server.ts";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import SystemView from "../../features/ops/pages/system-page.tsx";
import type { Route } from "./+types/system";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.system.title);
}

/** Admins: the monitoring's alerts of the last 7 days beside the state of the backups. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = adminSession(context);
  const { alerts, backup } = await expectOk(request, "/system", SystemState, { session: token });
  return { alerts, backup };
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function System(props: Route.ComponentProps) {
  return <SystemView {...props} />;
}
