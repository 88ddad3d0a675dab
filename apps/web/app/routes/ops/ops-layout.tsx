import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { withConsoleHeaders } from "../../features/ops/console-headers.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { opsLocale } from "../../features/ops/ops-locale.server.ts";
import ConsoleFrame from "../../features/ops/pages/console-frame.tsx";
import ConsoleFrameError from "../../features/ops/pages/console-frame-error.tsx";
import type { Route } from "./+types/ops-layout";

/** Every /ops answer, pages, redirects and files alike, carries the console's headers. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => withConsoleHeaders(request, await next()),
];

export function loader({ request }: Route.LoaderArgs) {
  const locale = opsLocale(request);
  return { locale, copy: { opsConsole: opsConsole[locale] } };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches);
}

export default function OpsLayout() {
  return <ConsoleFrame />;
}

export function ErrorBoundary() {
  return <ConsoleFrameError />;
}
