import { Figures as FiguresAnswer } from "@firm/intake/console/figures";
import { expectOk } from "../../features/ops/api.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { consoleSession } from "../../features/ops/console-session.server.ts";
import FiguresView from "../../features/ops/pages/figures-page.tsx";
import type { Route } from "./+types/figures";

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches, (copy) => copy.figures.title);
}

/** The team's figures over the last 30 days, or 90 with `?days=90` (anything else is 30). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = consoleSession(context);
  const days = new URL(request.url).searchParams.get("days") === "90" ? 90 : 30;
  const figures = await expectOk(request, `/figures?days=${days}`, FiguresAnswer, { session: token });
  return { figures };
}

/** Rendered on the server only: the browser build gets an empty stub (vite.config.ts). */
export default function Figures(props: Route.ComponentProps) {
  return <FiguresView {...props} />;
}
