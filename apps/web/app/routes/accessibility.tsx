import { LegalPage } from "../features/pages/legal-page.tsx";
import { copyLoader } from "../lib/copy.server.ts";
import { useCopy } from "../lib/copy.ts";
import { routeMeta } from "../lib/seo.ts";
import type { Route } from "./+types/accessibility";

export const loader = copyLoader(["accessibilityStatement"]);

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (copy) => copy.accessibilityStatement?.meta);
}

/** The accessibility statement: the standard aimed for, what the site offers, its limits, how to get help. */
export default function Accessibility() {
  const copy = useCopy("accessibilityStatement");
  return <LegalPage title={copy.title} dated={copy.lastReviewed} sections={copy.sections} />;
}
