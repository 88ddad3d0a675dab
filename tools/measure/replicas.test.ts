import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runReplicas } from "./replica-run.ts";
import { type ReplicaStack, startReplicaStack } from "./replica-stack.ts";

/**
 * `pnpm measure:replicas` in short (docs/performance.md has the full run): nginx in front of three
 * API processes and two web servers, PgBouncer 1.18 in transaction mode, Redis, a real SMTP
 * server; a few seconds of load through nginx with one API process SIGKILLed and started again.
 * Needs Debian's nginx, pgbouncer, redis-server and PostgreSQL 15 (infra/local/test.sh installs
 * them) and the web build (turbo builds it before this task).
 */
describe("the product on several replicas behind nginx and PgBouncer", () => {
  let stack: ReplicaStack;
  let good = false;
  beforeAll(async () => {
    stack = await startReplicaStack();
  }, 120_000);
  afterAll(() => stack?.stop({ keep: !good }), 60_000);

  it("loses nothing, stores each retry once, mails each request once and shares the rate limit when an API process is killed", async () => {
    const lines: string[] = [];
    good = await runReplicas(stack, {
      seconds: 6,
      rate: 60,
      connections: 10,
      faults: ["kill"],
      // The killed process's claimed e-mails wait for its 120 s lease: counted as held here; the
      // full run waits for them.
      waitForLeases: false,
      print: (line) => lines.push(line),
    });
    console.log(lines.join("\n"));
    expect(lines.filter((line) => line.includes("FAILED"))).toEqual([]);
    expect(good).toBe(true);
  }, 180_000);
});
