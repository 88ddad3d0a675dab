import { pageMeta } from "@firm/content/dictionaries/page-meta";
import { RequestResult } from "../features/contact/request-result.tsx";
import { routeMeta } from "../lib/seo.ts";
import type { Route } from "./+types/request-received";

export function meta(args: Route.MetaArgs) {
  return [
    ...routeMeta(args, (locale) => pageMeta[locale].requestReceived),
    { name: "robots", content: "noindex" },
  ];
}

/** A form sent without JavaScript was accepted. */
export default function RequestReceivedPage() {
  return <RequestResult outcome="received" />;
}
