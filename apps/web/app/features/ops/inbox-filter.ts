import { caseTypes } from "@firm/content/enums/case-type";
import { recordStatuses } from "@firm/content/enums/record-status";
import { sourceChannels } from "@firm/content/enums/source-channel";
import { urgencies } from "@firm/content/enums/urgency";

export const recordTypes = ["contact", "consultation"] as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const day = /^\d{4}-\d{2}-\d{2}$/;

const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value) && value !== "";

/** Each filter of the inbox's form and what the API accepts for it; anything else is left out. */
const accepts: Record<string, (value: string) => boolean> = {
  type: oneOf(recordTypes),
  status: oneOf(recordStatuses),
  caseType: oneOf(caseTypes),
  urgency: oneOf(urgencies),
  source: oneOf(sourceChannels),
  sourceName: (value) => value.length <= 253,
  assignee: (value) => value === "me" || value === "none" || uuid.test(value),
  from: (value) => day.test(value),
  to: (value) => day.test(value),
  q: (value) => value.length <= 200,
  sort: oneOf(["newest", "due"]),
  overdue: (value) => value === "true",
  cursor: (value) => value.length <= 200,
};

export type InboxFilter = { query: URLSearchParams; values: Readonly<Record<string, string>> };

/**
 * The inbox's filters from the page's address: the API's query (valid values only, spam included
 * when the box is ticked) and the values to show in the form again.
 */
export function inboxFilter(search: URLSearchParams): InboxFilter {
  const query = new URLSearchParams();
  const values: Record<string, string> = {};
  for (const [name, valid] of Object.entries(accepts)) {
    const value = search.get(name)?.trim() ?? "";
    if (value === "" || !valid(value)) continue;
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
