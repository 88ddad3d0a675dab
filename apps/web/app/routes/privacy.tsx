import { privacyPolicy } from "@firm/content/dictionaries/privacy-policy";
import { LegalPage } from "../features/pages/legal-page.tsx";
import { routeMeta } from "../lib/seo.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/privacy";

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (locale) => privacyPolicy[locale].meta);
}

/** The privacy policy (California residents' rights included). */
export default function Privacy() {
  const { locale } = useLocale();
  const copy = privacyPolicy[locale];
  return (
    <LegalPage title={copy.title} dated={copy.lastUpdated} intro={copy.intro} sections={copy.sections} />
  );
}
