import { LegalPage } from "../features/pages/legal-page.tsx";
import { copyLoader } from "../lib/copy.server.ts";
import { useCopy } from "../lib/copy.ts";
import { routeMeta } from "../lib/seo.ts";
import type { Route } from "./+types/privacy";

export const loader = copyLoader(["privacyPolicy"]);

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (copy) => copy.privacyPolicy?.meta);
}

/** The privacy policy (California residents' rights included). */
export default function Privacy() {
  const copy = useCopy("privacyPolicy");
  return (
    <LegalPage title={copy.title} dated={copy.lastUpdated} intro={copy.intro} sections={copy.sections} />
  );
}
