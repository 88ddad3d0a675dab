import { data } from "react-router";
import type { ConsoleError } from "./api.server.ts";

/**
 * A console page asked for by another site (a link or a script there: the browser's Sec-Fetch-Site
 * is "cross-site", or "same-site" for a sibling host). Its loaders change state (the inbox's "new
 * since your last visit", the audit log's views and exports), so the page is not loaded; the
 * member is offered a link to it instead, which is then a navigation of this site (decision 0071).
 * Bookmarks and typed addresses ("none") and browsers that send no Fetch Metadata are let through.
 */
export function refuseCrossSiteNavigation(request: Request): void {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site")
    throw data<ConsoleError>({ kind: "cross_site" }, { status: 403 });
}
