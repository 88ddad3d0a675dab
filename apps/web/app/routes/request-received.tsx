import { RequestResult } from "../features/contact/request-result.tsx";
import { copyLoader } from "../lib/copy.server.ts";
import { routeMeta } from "../lib/seo.ts";
import type { Route } from "./+types/request-received";

export const loader = copyLoader(["formsCommon", "consultation", "contactPage"]);

export function meta(args: Route.MetaArgs) {
  return [
    ...routeMeta(args, (copy) => copy.pageMeta?.requestReceived),
    { name: "robots", content: "noindex" },
  ];
}

/** A form sent without JavaScript was accepted. */
export default function RequestReceivedPage() {
  return <RequestResult outcome="received" />;
}
