import { pageMeta } from "@firm/content/dictionaries/page-meta";
import { RequestResult } from "../features/contact/request-result.tsx";
import { routeMeta } from "../lib/seo.ts";
import type { Route } from "./+types/request-failed";

export function meta(args: Route.MetaArgs) {
  return [
    ...routeMeta(args, (locale) => pageMeta[locale].requestFailed),
    { name: "robots", content: "noindex" },
  ];
}

/** A form sent without JavaScript was refused (or the API was unavailable). */
export default function RequestFailedPage() {
  return <RequestResult outcome="failed" />;
}
