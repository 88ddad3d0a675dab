import type autocannon from "autocannon";
import { Pool } from "undici";

/**
 * An open-loop load: requests are due at a constant rate (the i-th at start + i / rate), sent
 * when due whatever the answers' pace, and each latency is counted from when its request was due,
 * so a stall shows in every request it delays (no coordinated omission). autocannon's
 * `overallRate` does not do this: its connections send in bursts, and a trivial HTTP server
 * measured p99 61 ms at 1,000 req/s with it on this kind of machine.
 */
export type OpenLoopResult = {
  sent: number;
  answered: number;
  errors: number;
  seconds: number;
  /** Milliseconds, from due time to the whole answer read. */
  latency: { p50: number; p90: number; p99: number; max: number };
};

type Options = {
  origin: string;
  rate: number;
  seconds: number;
  /** The ledger's request (autocannon's shape): each send asks it for a fresh body. */
  request: autocannon.Request;
  connections?: number;
};

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

export async function openLoop({
  origin,
  rate,
  seconds,
  request,
  connections = 64,
}: Options): Promise<OpenLoopResult> {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  let answered = 0;
  let errors = 0;
  let sent = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();

  const send = (due: number) => {
    const context = {};
    const prepared =
      typeof request.setupRequest === "function" ? request.setupRequest({ ...request }, context) : request;
    const answer = pool
      .request({
        path: prepared.path ?? "/",
        method: (prepared.method ?? "GET") as "GET" | "POST",
        headers: prepared.headers ?? {},
        body: typeof prepared.body === "string" ? prepared.body : null,
      })
      .then(async ({ statusCode, body }) => {
        const text = await body.text();
        latencies[answered] = performance.now() - due;
        answered += 1;
        if (typeof request.onResponse === "function")
          request.onResponse(statusCode, text, context, undefined);
      })
      .catch(() => {
        errors += 1;
      });
    pending.push(answer);
  };

  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        send(start + (sent * 1000) / rate);
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  const sorted = latencies.slice(0, answered).sort();
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    sent,
    answered,
    errors,
    seconds: elapsed,
    latency: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
  };
}
