import { randomUUID } from "node:crypto";
import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type autocannon from "autocannon";
import pg from "pg";

/**
 * Unique, valid intake submissions for autocannon, and a ledger of what was sent and answered, to
 * check against the database afterwards: every 2xx answer's record is stored, and every stored
 * record was either answered 2xx or still in flight when the run ended.
 */

export type Endpoint = "contact" | "consultation";

export const endpointPaths: Record<Endpoint, string> = {
  contact: "/api/contact",
  consultation: "/api/consultation",
};

export function parseEndpoints(list: string): Endpoint[] {
  const names = list.split(",").map((name) => name.trim());
  for (const name of names) {
    if (!(name in endpointPaths)) throw new Error(`unknown endpoint "${name}": contact or consultation`);
  }
  return names as Endpoint[];
}

type Answer = { time: number; status: number };
type Context = { email?: string };
/** A request as sent, to send again unchanged (same body, same Idempotency-Key). */
type Sent = { path: string; headers: Record<string, string>; body: string };

type LedgerOptions = {
  /** A fresh Idempotency-Key per request, as the site's script sends. */
  keys: boolean;
  /** The client address of the n-th request, sent as X-Forwarded-For (to a proxy that trusts it). */
  clientAddress?: (n: number) => string;
  /** Keeps every request until it is answered 2xx, for `sendAgain`. */
  keepUnsettled?: boolean;
};

export type Ledger = ReturnType<typeof createLedger>;

/**
 * Requests that autocannon cycles through (one per endpoint). Each carries a run-unique e-mail
 * address, remembered in the connection's context so that its answer can be matched to it (one
 * request in flight per connection: no pipelining). Without `keys`, the path of form posts and
 * plain API clients.
 */
export function createLedger(endpoints: Endpoint[], { keys, clientAddress, keepUnsettled }: LedgerOptions) {
  const run = randomUUID().slice(0, 8);
  const ledger = {
    run,
    sent: 0,
    answers: [] as Answer[],
    statusByEmail: new Map<string, number>(),
    /** Record id → e-mail address, for every 2xx answer. */
    created: new Map<string, string>(),
    requests: [] as autocannon.Request[],
    /** E-mail address → the request, until it is answered 2xx (with `keepUnsettled`). */
    unsettled: new Map<string, Sent>(),
  };
  ledger.requests = endpoints.map((endpoint) => ({
    method: "POST",
    path: endpointPaths[endpoint],
    headers: { "content-type": "application/json" },
    setupRequest: (request, context) => {
      ledger.sent += 1;
      const email = `${run}.${ledger.sent}@example.com`;
      (context as Context).email = email;
      const body = endpoint === "contact" ? { ...validContact, email } : { ...validConsultation, email };
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (keys) headers["idempotency-key"] = randomUUID();
      if (clientAddress) headers["x-forwarded-for"] = clientAddress(ledger.sent);
      const sent = { path: endpointPaths[endpoint], headers, body: JSON.stringify(body) };
      if (keepUnsettled) ledger.unsettled.set(email, sent);
      return { ...request, ...sent };
    },
    onResponse: (status, body, context) => answered(ledger, (context as Context).email ?? "", status, body),
  }));
  return ledger;
}

function answered(ledger: Ledger, email: string, status: number, body: string): void {
  ledger.answers.push({ time: Date.now(), status });
  ledger.statusByEmail.set(email, status);
  if (status < 200 || status >= 300) return;
  ledger.created.set((JSON.parse(body) as { id: string }).id, email);
  ledger.unsettled.delete(email);
}

/** The ledger's next request of `endpoint` (its index in the ledger), as autocannon would send it. */
export function nextRequest(ledger: Ledger, endpoint = 0): Sent & { email: string } {
  const request = ledger.requests[endpoint] as autocannon.Request;
  const context: Context = {};
  const prepared =
    typeof request.setupRequest === "function" ? request.setupRequest(request, context) : request;
  return {
    email: context.email ?? "",
    path: prepared.path ?? "/",
    headers: prepared.headers as Record<string, string>,
    body: String(prepared.body),
  };
}

/** Sends one request of the ledger (again) with fetch and records its answer; undefined: no answer. */
export async function sendOnce(
  origin: string,
  ledger: Ledger,
  { email, path, headers, body }: Sent & { email: string },
): Promise<Response | undefined> {
  const response = await fetch(`${origin}${path}`, { method: "POST", headers, body }).catch(() => undefined);
  answered(ledger, email, response?.status ?? 0, (await response?.text()) ?? "");
  return response;
}

/**
 * Sends every request not yet answered 2xx (answered with an error, cut off, or never sent) once
 * more, unchanged, as a client retries: same body, same Idempotency-Key, same client address.
 * Returns the answers' statuses by class.
 */
export async function sendAgain(
  origin: string,
  ledger: Ledger,
  concurrency = 8,
): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  const queue = [...ledger.unsettled];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [email, sent] = next;
      const status = (await sendOnce(origin, ledger, { email, ...sent }))?.status ?? 0;
      const key = status >= 200 && status < 300 ? "2xx" : String(status || "no answer");
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

export type LedgerCheck = {
  sent: number;
  answered: number;
  ok: number;
  stored: number;
  storedIds: string[];
  /** 2xx answers whose record is not in the database. */
  lost: string[];
  /** Stored records with more than one row for one submission. */
  duplicates: number;
  /** Stored records whose request had no answer yet (in flight when the run ended, or cut off). */
  storedUnanswered: number;
  /** Stored records whose request was answered with an error (a false failure, not a loss). */
  storedAfterError: number;
  /** True when nothing answered 2xx is missing, nothing is doubled and every surplus row is explained. */
  good: boolean;
};

/** Compares the ledger with the rows stored for its run. */
export async function checkLedger(databaseUrl: string, ledger: Ledger): Promise<LedgerCheck> {
  const rows = await query<{ id: string; email: string }>(
    databaseUrl,
    `SELECT "id"::text, "email" FROM "contact_message" WHERE "email" LIKE $1
     UNION ALL SELECT "id"::text, "email" FROM "consultation_request" WHERE "email" LIKE $1`,
    [`${ledger.run}.%`],
  );
  const storedIds = new Set(rows.map((row) => row.id));
  const lost = [...ledger.created.keys()].filter((id) => !storedIds.has(id));
  const duplicates = rows.length - new Set(rows.map((row) => row.email)).size;
  let storedUnanswered = 0;
  let storedAfterError = 0;
  for (const row of rows) {
    const status = ledger.statusByEmail.get(row.email);
    if (status === undefined) storedUnanswered += 1;
    else if (status >= 300) storedAfterError += 1;
  }
  const answered = ledger.answers.length;
  return {
    sent: ledger.sent,
    answered,
    ok: ledger.created.size,
    stored: rows.length,
    storedIds: [...storedIds],
    lost,
    duplicates,
    storedUnanswered,
    storedAfterError,
    good: lost.length === 0 && duplicates === 0 && storedUnanswered <= ledger.sent - answered,
  };
}

/** One line: 2xx answers against stored rows, with the surplus explained. */
export function describeCheck(check: LedgerCheck): string {
  const verdict = check.good ? "OK, 0 lost" : `LOSS: ${check.lost.length} lost, ${check.duplicates} doubled`;
  return (
    `sent ${check.sent}, answered ${check.answered}, 2xx ${check.ok}, stored ${check.stored} ` +
    `(= 2xx ${check.stored - check.storedUnanswered - check.storedAfterError} + unanswered ` +
    `${check.storedUnanswered} of ${check.sent - check.answered} (in flight at the end or cut off) + answered ` +
    `with an error ${check.storedAfterError}): ${verdict}`
  );
}

/** One statement on a short-lived connection. */
export async function query<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Outbox jobs by status. */
export async function outboxCounts(databaseUrl: string): Promise<Record<string, number>> {
  const rows = await query<{ status: string; count: number }>(
    databaseUrl,
    `SELECT "status"::text, count(*)::int AS count FROM "outbox_job" GROUP BY 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** The time of the first answer at or after `from` that `matches`, if any. */
export function firstAnswer(ledger: Ledger, from: number, matches: (status: number) => boolean) {
  return ledger.answers.find((answer) => answer.time >= from && matches(answer.status))?.time;
}

/** The longest stretch without any answer at all, and when it began. */
export function longestSilence(ledger: Ledger): { from: number; ms: number } {
  let longest = { from: 0, ms: 0 };
  ledger.answers.forEach((answer, index) => {
    const previous = ledger.answers[index - 1];
    if (previous && answer.time - previous.time > longest.ms) {
      longest = { from: previous.time, ms: answer.time - previous.time };
    }
  });
  return longest;
}

/** Answers by status class ("2xx", "503", …) between two times (ms since the epoch). */
export function statusesBetween(ledger: Ledger, from: number, to: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { time, status } of ledger.answers) {
    if (time < from || time >= to) continue;
    const key = status >= 200 && status < 300 ? "2xx" : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
