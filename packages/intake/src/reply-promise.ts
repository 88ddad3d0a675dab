import type { Urgency } from "@firm/content/enums/urgency";
import { firm } from "@firm/content/firm";

const minute = 60_000;
const hour = 60 * minute;

/**
 * How long the firm gives itself to answer a request, by its urgency (a contact message, which has
 * none, is "normal"): the site's promise of a reply within 24 hours, sooner when it is urgent. The
 * one place these durations live (decision 0095): the API stamps each request's due time from it.
 */
export const replyWithin: Readonly<Record<Urgency, number>> = {
  normal: firm.replyWithinHours * hour,
  urgent: 4 * hour,
  emergency: 1 * hour,
};

/**
 * An emergency or urgent request still "new" this long after it arrived: the team gets one
 * e-mail about it (the escalation), whatever the replicas and restarts.
 */
export const escalateAfter: Readonly<Partial<Record<Urgency, number>>> = {
  urgent: 1 * hour,
  emergency: 15 * minute,
};

/** The urgency a request is held to: its own when it has a known one, else normal. */
export function urgencyOf(value: unknown): Urgency {
  return value === "urgent" || value === "emergency" ? value : "normal";
}

/** Where a request stands against its due time: answered, open (time left) or overdue. */
export type PromiseState = "answered" | "open" | "overdue";

export type PromiseStanding = {
  state: PromiseState;
  /** Answered: how long the first response took. Open: the time left. Overdue: by how much. */
  ms: number;
};

/** A request's standing at `now`, from its receipt, due time and first response (ISO instants). */
export function promiseStanding(
  record: { createdAt: string; dueAt: string; firstResponseAt: string | null },
  now: number,
): PromiseStanding {
  if (record.firstResponseAt)
    return { state: "answered", ms: Date.parse(record.firstResponseAt) - Date.parse(record.createdAt) };
  const left = Date.parse(record.dueAt) - now;
  return left >= 0 ? { state: "open", ms: left } : { state: "overdue", ms: -left };
}
