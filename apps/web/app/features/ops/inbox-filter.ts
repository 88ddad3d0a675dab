import { InboxQuery } from "@firm/intake/console/inbox";
import { acceptedQueryValue } from "./query-values.ts";

export const recordTypes = ["contact", "consultation"] as const;

/**
 * The inbox's filters the page passes on, each when the API's schema (InboxQuery) accepts its value;
 * anything else is left out. The spam box is read apart (ticked: "include").
 */
const forwarded = [
  "type",
  "status",
  "caseType",
  "urgency",
  "source",
  "sourceName",
  "assignee",
  "from",
  "to",
  "q",
  "sort",
  "overdue",
  "cursor",
] as const satisfies readonly (keyof typeof InboxQuery.properties)[];

export type InboxFilter = { query: URLSearchParams; values: Readonly<Record<string, string>> };

/**
 * The inbox's filters from the page's address: the API's query (valid values only, spam included
 * when the box is ticked) and the values to show in the form again.
 */
export function inboxFilter(search: URLSearchParams): InboxFilter {
  const query = new URLSearchParams();
  const values: Record<string, string> = {};
  for (const name of forwarded) {
    const value = search.get(name)?.trim() ?? "";
    if (value === "" || !acceptedQueryValue(InboxQuery.properties[name], value)) continue;
    query.set(name, value);
    values[name] = value;
  }
  if (search.get("spam") === "include") {
    query.set("spam", "include");
    values.spam = "include";
  }
  return { query, values };
}

/** The same filter without the page position: the export's and the first page's query. */
export function withoutCursor(query: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(query);
  copy.delete("cursor");
  return copy;
}
