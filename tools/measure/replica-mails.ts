import { query } from "@firm/infra/load/intake-ledger";
import { sleep } from "./api-process.ts";
import type { ReplicaStack } from "./replica-stack.ts";

const mailKinds = ["team-notification", "acknowledgment"] as const;

type JobRow = { key: string; status: string; attempts: number; leased: boolean };

/**
 * Every stored request's two e-mails, each received once (Message-ID `<kind>.<…>.<record id>@…`),
 * after waiting for the outbox: until it is empty (`waitForLeases`, up to 180 s: jobs a killed
 * process had claimed wait for their 120 s lease), or else until only leased jobs are left, which
 * then count as held, not missing. A message received twice passes only as a resend of a job sent
 * more than once (at-least-once after a lease ran out, decision 0013).
 */
export async function checkMails(
  stack: Pick<ReplicaStack, "directUrl" | "smtp">,
  storedIds: string[],
  waitForLeases: boolean,
  print: (line: string) => void,
): Promise<boolean> {
  const jobs = () =>
    query<JobRow>(
      stack.directUrl,
      `SELECT "kind"::text || ' ' || coalesce("contactMessageId", "consultationRequestId")::text AS key,
              "status"::text AS status, "attempts", coalesce("lockedUntil" > now(), false) AS leased
       FROM "outbox_job"`,
    );
  const drainStart = Date.now();
  const deadline = drainStart + (waitForLeases ? 180_000 : 60_000);
  let rows = await jobs();
  const pendingAtStart = rows.filter((job) => job.status === "pending").length;
  let steadySince = Date.now();
  let last = -1;
  for (;;) {
    const pending = rows.filter((job) => job.status === "pending");
    if (pending.length !== last) [last, steadySince] = [pending.length, Date.now()];
    const onlyHeld = !waitForLeases && pending.every((job) => job.leased) && Date.now() - steadySince > 3000;
    if (pending.length === 0 || onlyHeld || Date.now() > deadline) break;
    await sleep(250);
    rows = await jobs();
  }
  const received = new Map<string, number>();
  for (const mail of stack.smtp.received) {
    const [kind, , record] = mail.messageId.replace(/^<|@.*$/g, "").split(".");
    const key = `${kind} ${record}`;
    received.set(key, (received.get(key) ?? 0) + 1);
  }
  const byKey = new Map(rows.map((job) => [job.key, job]));
  const expected = storedIds.flatMap((id) => mailKinds.map((kind) => `${kind} ${id}`));
  const missing = expected.filter((key) => !received.has(key));
  const held = missing.filter((key) => byKey.get(key)?.status === "pending" && byKey.get(key)?.leased);
  const twice = [...received].filter(([, count]) => count > 1).map(([key]) => key);
  const resent = twice.filter((key) => (byKey.get(key)?.attempts ?? 0) > 1);
  const unexpected = [...received.keys()].filter((key) => !byKey.has(key));
  const perKind = mailKinds.map(
    (kind) => `${kind} ${expected.filter((key) => key.startsWith(kind) && received.has(key)).length}`,
  );
  const good =
    missing.length === (waitForLeases ? 0 : held.length) &&
    twice.length === resent.length &&
    unexpected.length === 0;
  print(
    `e-mails: ${storedIds.length} stored requests → ${expected.length} expected, ${stack.smtp.received.length} received ` +
      `(${perKind.join(", ")}); ${pendingAtStart} jobs pending when the checks began, waited ` +
      `${((Date.now() - drainStart) / 1000).toFixed(1)} s for the outbox; missing ` +
      `${missing.length}${held.length ? ` (all ${held.length} still leased by a killed process, 120 s lease)` : ""}; ` +
      `received more than once ${twice.length}${resent.length ? ` (${resent.length} sent again after a killed process's lease ran out: at-least-once, same Message-ID)` : ""}; ` +
      `not from this run ${unexpected.length}: ${good ? "OK" : "FAILED"}`,
  );
  return good;
}
