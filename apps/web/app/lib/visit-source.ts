import {
  arrivalSource,
  emptySource,
  type UtmField,
  utmParameters,
  type VisitSource,
} from "@firm/intake/source";
import { useEffect } from "react";
import { visitSourceKey } from "./storage-keys.ts";

/** The tab's session storage, or null where the browser refuses it (some private modes, a sandbox). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept source, or null when there is none or it is not one (another script's, an old shape). */
function kept(store: Storage | null): VisitSource | null {
  let value: Record<string, unknown> | null = null;
  try {
    value = JSON.parse(store?.getItem(visitSourceKey) ?? "null");
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const source: Record<string, unknown> = {};
  for (const [field, empty] of Object.entries(emptySource)) {
    if (typeof value[field] !== typeof empty) return null;
    source[field] = value[field];
  }
  return source as VisitSource;
}

const isDirect = (source: VisitSource) =>
  !source.referrerHost &&
  !source.adClick &&
  (Object.keys(utmParameters) as UtmField[]).every((field) => !source[field]);

/**
 * Keeps the source of the visit this page view starts, first-party: in the tab's
 * session storage, which no request carries and which ends with the tab. A step within the site
 * keeps the source it had; so does a page opened in the tab without a referrer (typed or
 * bookmarked), which does not erase the campaign or site that brought the visitor. Any other
 * arrival (a campaign link, an ad click, another site's link) starts a new visit.
 */
export function keepVisitSource(): void {
  const store = sessionStore();
  const arrival = arrivalSource(window.location.href, document.referrer);
  if (!store || !arrival || (isDirect(arrival) && kept(store))) return;
  try {
    store.setItem(visitSourceKey, JSON.stringify(arrival));
  } catch {
    // A full or refused storage: the form reads this page view again (visitSource).
  }
}

/**
 * What a form sends of the visit's source: the kept one, else this page view's own when it starts
 * a visit, else nothing known (a page reached within the site before the source could be kept).
 */
export function visitSource(): VisitSource {
  return kept(sessionStore()) ?? arrivalSource(window.location.href, document.referrer) ?? emptySource;
}

/** Keeps the visit's source once the page's frame has hydrated (every page of the public site). */
export function useKeepVisitSource(): void {
  useEffect(keepVisitSource, []);
}
