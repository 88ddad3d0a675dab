import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { query } from "@firm/infra/load/intake-ledger";
import { finish } from "./api-process.ts";
import { type Fault, runReplicas } from "./replica-run.ts";
import {
  pgbouncerMaxClients,
  pgbouncerPoolSize,
  replicaSettings,
  startReplicaStack,
} from "./replica-stack.ts";
import { loadAverage } from "./sitting.ts";

/**
 * `pnpm measure:replicas`: the product past one machine, on one machine (replica-stack.ts): nginx
 * in front of three API processes and two web servers, PgBouncer (transaction mode) in front of
 * PostgreSQL, Redis for the rate limit, every API process running the outbox worker against a real
 * SMTP server. Under `--rate` req/s through nginx for `--seconds`, one API process is SIGKILLed,
 * a second SIGTERMed, both started again, then PgBouncer restarts; the ops CLI reads and runs a
 * transaction through the pooler with Prisma mid-load (replica-run.ts). Prints what was answered,
 * stored, retried and mailed, and the rate limit across replicas; exits 1 on a loss, a second row,
 * a missing or unexplained duplicate e-mail, a Prisma failure, or a rate limit not shared.
 */
const { values: flags } = parseArgs({
  options: {
    seconds: { type: "string", default: "40" },
    rate: { type: "string", default: "200" },
    connections: { type: "string", default: "20" },
    faults: { type: "string", default: "kill,term,pgbouncer" },
    keep: { type: "boolean", default: false },
  },
});
const faults = flags.faults.split(",").map((name) => name.trim()) as Fault[];
for (const fault of faults)
  if (!["kill", "term", "pgbouncer"].includes(fault))
    throw new Error(`unknown fault "${fault}": kill, term or pgbouncer`);

const started = Date.now();
const stack = await startReplicaStack();
// Ctrl-C: stop every process of the stack (PostgreSQL runs detached under pg_ctl), keep the logs.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void stack.stop({ keep: true }).finally(() => finish(130)));
let good = false;
try {
  const [{ version }] = (await query<{ version: string }>(
    stack.directUrl,
    "SELECT current_setting('server_version') AS version",
  )) as [{ version: string }];
  console.log(
    `Replicas: ${cpus().length} CPUs (load average ${loadAverage()} at start), Node ${process.version}, PostgreSQL ${version} (Debian), PgBouncer 1.18 ` +
      `(transaction mode, default_pool_size ${pgbouncerPoolSize}, max_client_conn ${pgbouncerMaxClients}), ` +
      `Redis, nginx; ${stack.slots.length} API processes (${Object.entries(replicaSettings)
        .map(([name, value]) => `${name}=${value}`)
        .join(
          " ",
        )}) and ${stack.webPorts.length} web servers, all on this machine with the load generator; ` +
      `${flags.rate} req/s over ${flags.connections} connections for ${flags.seconds} s, faults ${faults.join(", ")}; ` +
      `logs in ${stack.dir}${flags.keep ? "" : " (removed at the end)"}; started in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  good = await runReplicas(stack, {
    seconds: Number(flags.seconds),
    rate: Number(flags.rate),
    connections: Number(flags.connections),
    faults,
    waitForLeases: true,
    print: (line) => console.log(line),
  });
  console.log(`verdict: ${good ? "OK" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
} finally {
  await stack.stop({ keep: flags.keep || !good });
}
finish(good ? 0 : 1);
