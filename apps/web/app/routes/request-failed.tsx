import { RequestResult } from "../features/contact/request-result.tsx";
import { copyLoader } from "../lib/copy.server.ts";
import { routeMeta } from "../lib/seo.ts";
import type { Route } from "./+types/request-failed";

export const loader = copyLoader(["formsCommon", "consultation", "contactPage"]);

export function meta(args: Route.MetaArgs) {
  return [...routeMeta(args, (copy) => copy.pageMeta?.requestFailed), { name: "robots", content: "noindex" }];
}

/** A form sent without JavaScript was refused (or the API was unavailable). */
export default function RequestFailedPage() {
  return <RequestResult outcome="failed" />;
}
