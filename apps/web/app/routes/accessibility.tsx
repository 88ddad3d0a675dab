import { accessibilityStatement } from "@firm/content/dictionaries/accessibility-statement";
import { LegalPage } from "../features/pages/legal-page.tsx";
import { routeMeta } from "../lib/seo.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/accessibility";

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => accessibilityStatement[locale].meta);
}

/** The accessibility statement: the standard aimed for, what the site offers, its limits, how to get help. */
export default function Accessibility() {
  const { locale } = useLocale();
  const copy = accessibilityStatement[locale];
  return <LegalPage title={copy.title} dated={copy.lastReviewed} sections={copy.sections} />;
}
