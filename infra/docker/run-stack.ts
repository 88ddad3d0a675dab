import { randomBytes } from "node:crypto";
import { chown, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "@firm/testkit/ports";
import {
  address,
  compose,
  leftovers,
  memory,
  podman,
  processes,
  root,
  run,
  runtime,
  show,
  waitExited,
  waitHealthy,
} from "./podman.ts";
import { nodes, until, whole } from "./stack-database.ts";
import { loadRate, underFailure } from "./stack-faults.ts";
import { checkMonitoring } from "./stack-monitoring.ts";

/**
 * `pnpm measure:containers`: the images and infra/compose.yaml for real, with podman.
 * Assembles the base images (base-images.sh, cached), builds postgres, etcd, haproxy, web, api and
 * proxy from their Dockerfiles, starts the stack with podman-compose in compose's dependency order
 * (the database first: etcd, the two nodes, HAProxy once a primary has its standby; the monitoring
 * last), waits for every health check and for `migrate` to exit 0, checks the monitoring
 * (stack-monitoring.ts), runs the production smoke and header tests through the proxy, lists every
 * process in the containers (none may be root), measures memory at rest, then
 * runs the failure test (stack-faults.ts) and tears everything down. Prints figures as it goes.
 *   --no-cache   build without podman's layer cache (a cold build; base images stay cached)
 *   --skip-e2e   no Playwright tests;  --load-seconds N   length of the failure test (default 90)
 */
const { values: options } = parseArgs({
  options: {
    "no-cache": { type: "boolean", default: false },
    "skip-e2e": { type: "boolean", default: false },
    "load-seconds": { type: "string", default: "90" },
  },
});
const etcdMembers = ["etcd-1", "etcd-2", "etcd-3"];
const monitoring = ["prometheus", "alertmanager"];
const nodeImage = "localhost/firm-base/node:24.21.0-bookworm";
const debianImage = "localhost/firm-base/debian:bookworm";
const postgresImage = "localhost/firm-base/postgres:15-bookworm";
const tag = "local";
const image = (name: string) => `localhost/firm/${name}:${tag}`;
/** What each image may weigh, in MB (the figures: docs/performance.md, "Containers"). */
const budgets: Record<string, number> = {
  postgres: 700,
  etcd: 200,
  haproxy: 160,
  web: 420,
  api: 480,
  proxy: 260,
  monitoring: 500,
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const print = (line: string) => console.log(line);
let good = true;
const check = (ok: boolean, line: string) => {
  good &&= ok;
  print(`${line}: ${ok ? "OK" : "FAILED"}`);
};

if (await stat(join(root, "infra/.env")).catch(() => undefined)) {
  // podman-compose 1.0.3 lets infra/.env override the environment (Docker Compose does the reverse).
  console.error(
    "infra/.env exists: move it away first, podman-compose would take its values over this run's",
  );
  process.exit(2);
}
print(`${new Date().toISOString()}: containers run on ${(await run("uname", ["-nr"])).trim()}`);
print(`load average before: ${(await run("cat", ["/proc/loadavg"])).trim()}`);

let began = Date.now();
await run("bash", ["infra/docker/base-images.sh"]);
print(`base images ready in ${seconds(Date.now() - began)} (cached after the first run)`);

// The origin is picked before the builds: the web image renders its pages with it.
const [httpPort, httpsPort] = [await freePort(), await freePort()];
const origin = `https://localhost:${httpsPort}`;
const builds: [string, string[]][] = [
  ["postgres", ["--build-arg", `POSTGRES_IMAGE=${postgresImage}`]],
  ["etcd", ["--build-arg", `DEBIAN_IMAGE=${debianImage}`]],
  ["haproxy", ["--build-arg", `DEBIAN_IMAGE=${debianImage}`]],
  ["web", ["--build-arg", `NODE_IMAGE=${nodeImage}`, "--build-arg", `PUBLIC_ORIGIN=${origin}`]],
  ["api", ["--build-arg", `NODE_IMAGE=${nodeImage}`]],
  ["monitoring", ["--build-arg", `NODE_IMAGE=${nodeImage}`]],
  [
    "proxy",
    [
      "--build-arg",
      `DEBIAN_IMAGE=${debianImage}`,
      "--build-context",
      `firm-web=container-image://${image("web")}`,
    ],
  ],
];
const buildStart = Date.now();
for (const [name, extra] of builds) {
  began = Date.now();
  await run("nice", [
    "-n",
    "10",
    "podman",
    ...runtime,
    "build",
    // Docker's image format: podman's default (OCI) has no HEALTHCHECK and would drop them.
    "--format",
    "docker",
    ...(options["no-cache"] ? ["--no-cache"] : []),
    ...extra,
    "-f",
    `infra/docker/${name}.Dockerfile`,
    "-t",
    image(name),
    ".",
  ]);
  const size = Number(await podman("image", "inspect", "--format", "{{.Size}}", image(name))) / 1e6;
  const budget = budgets[name] ?? 0;
  check(
    size <= budget,
    `image ${name}: built in ${seconds(Date.now() - began)}, ${size.toFixed(0)} MB (budget ${budget} MB)`,
  );
}
print(
  `build of the ${builds.length} images (${options["no-cache"] ? "no layer cache" : "layer cache as found"}): ${seconds(Date.now() - buildStart)}`,
);

const loadSeconds = Number(options["load-seconds"]);
// Room for the load and for sending again what the faults refused (up to 50 s of the load: the
// API's death and the failover), each attempt counted; then the limit must hold.
const intakeLimit = loadRate * (loadSeconds + 50);
const state = await mkdtemp(join(tmpdir(), "firm-containers-"));
const certificate = join(state, "fullchain.pem");
const key = join(state, "privkey.pem");
await run("openssl", [
  "req",
  "-x509",
  "-newkey",
  "rsa:2048",
  "-nodes",
  "-days",
  "2",
  "-subj",
  "/CN=localhost",
  "-addext",
  "subjectAltName=DNS:localhost",
  "-keyout",
  key,
  "-out",
  certificate,
]);
// As infra/.env.example says: the key readable by uid 33 (www-data in the proxy) and nobody else.
await chown(key, 33, 0);
// The backup repository's passphrase, readable by the PostgreSQL image's user alone (uid 999 in
// the official image; Debian's package gives the local stand-in another one).
const cipherPass = join(state, "pgbackrest-pass");
await writeFile(cipherPass, randomBytes(32).toString("base64"), { mode: 0o400 });
const postgresUid = Number(await podman("run", "--rm", "--entrypoint", "id", image("postgres"), "-u"));
await chown(cipherPass, postgresUid, 0);
const settings: Record<string, string> = {
  IMAGE_REGISTRY: "firm",
  IMAGE_TAG: tag,
  PUBLIC_ORIGIN: origin,
  SERVER_NAME: "localhost",
  HTTP_PORT: String(httpPort),
  HTTPS_PORT: String(httpsPort),
  TLS_CERTIFICATE_FILE: certificate,
  TLS_CERTIFICATE_KEY_FILE: key,
  PGBACKREST_CIPHER_PASS_FILE: cipherPass,
  POSTGRES_PASSWORD: randomBytes(24).toString("hex"),
  PATRONI_SUPERUSER_PASSWORD: randomBytes(24).toString("hex"),
  PATRONI_REPLICATION_PASSWORD: randomBytes(24).toString("hex"),
  PATRONI_REWIND_PASSWORD: randomBytes(24).toString("hex"),
  FORM_TOKEN_KEYS: randomBytes(33).toString("base64"),
  // The API's webhook, which Alertmanager calls.
  ALERT_WEBHOOK_TOKEN: randomBytes(33).toString("base64"),
  SMTP_URL: "smtp://smtp-sink:2525",
  MAIL_FROM: "Firm <no-reply@example.com>",
  TEAM_EMAIL: "intake@example.com",
  LOG_LEVEL: "warn",
  // The failure test's load comes from this one host address: room for it, then the limit must hold.
  INTAKE_RATE_LIMIT_MAX: String(intakeLimit),
  // The API's limit on all requests of one address (300 a minute by default) is below the load's
  // 8 a second: room for the load and its retries, so that the intake limit is the one tested.
  GLOBAL_RATE_LIMIT_MAX: String(loadRate * 60 * 4),
  OUTBOX_POLL_MS: "200",
  // The sink must receive each request's two e-mails and nothing else: no daily summary here.
  REPLY_WATCH_MS: "0",
};
const env = { ...process.env, ...settings };
// The proxy's certificate is the self-signed one above: this process's own requests accept it.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
process.env.FORM_TOKEN_KEYS = settings.FORM_TOKEN_KEYS;

try {
  // podman-compose 1.0.3 starts services in order but ignores depends_on conditions: each stage
  // is started once the previous one meets compose.yaml's condition, as Docker Compose would.
  const up = Date.now();
  const stage = (...services: string[]) => compose(env, "up", "-d", "--no-build", "--no-deps", ...services);
  await stage(...etcdMembers, "redis", "smtp-sink");
  for (const service of [...etcdMembers, "redis"])
    print(`  ${service} healthy after ${seconds(await waitHealthy(service, 90_000))}`);
  // The nodes race for the leader key: one makes the cluster, the other clones it and follows.
  await stage(...nodes);
  for (const service of nodes)
    print(`  ${service} healthy after ${seconds(await waitHealthy(service, 120_000))}`);
  await stage("haproxy");
  print(`  haproxy healthy (a primary behind it) after ${seconds(await waitHealthy("haproxy", 90_000))}`);
  const { value: cluster, at: wholeAt } = await until(
    "a primary with its synchronous standby",
    whole,
    120_000,
  );
  print(
    `  ${cluster.primary} the primary, ${cluster.standby} its synchronous standby at ${seconds(wholeAt - up)}`,
  );
  await stage("migrate");
  const migrated = await waitExited("migrate");
  check(migrated === 0, `  migrate exited ${migrated} at ${seconds(Date.now() - up)}`);
  await stage("web", "api");
  for (const service of ["web", "api"])
    print(`  ${service} healthy after ${seconds(await waitHealthy(service, 90_000))}`);
  await stage("proxy");
  await waitHealthy("proxy", 60_000);
  await stage(...monitoring);
  for (const service of monitoring)
    print(`  ${service} healthy after ${seconds(await waitHealthy(service, 90_000))}`);
  print(`from the first \`up\` to every service healthy: ${seconds(Date.now() - up)}`);

  const services = [
    "proxy",
    "web",
    "api",
    ...nodes,
    ...etcdMembers,
    "haproxy",
    "redis",
    "smtp-sink",
    ...monitoring,
  ];
  const list = await processes(services);
  for (const { service, user, command } of list) print(`  ${service.padEnd(9)} ${user.padEnd(9)} ${command}`);
  check(
    list.every((entry) => entry.user !== "root" && entry.user !== "0"),
    `processes: ${list.length}, none as root`,
  );

  // From the host, through HAProxy by its container's address on `data` (it changes when the
  // container restarts): always the primary, as the API reaches it.
  const databaseAt = async () =>
    `postgresql://firm:${settings.POSTGRES_PASSWORD}@${await address("haproxy", "data")}:5432/firm`;
  const databaseUrl = await databaseAt();
  check(
    await checkMonitoring({ databaseUrl, print }),
    "monitoring: every target scraped, every rule loaded, an alert to the console and resolved",
  );
  if (!options["skip-e2e"]) {
    const testEnv = {
      ...env,
      SMOKE_HTTPS_PORT: String(httpsPort),
      SMOKE_HTTP_PORT: String(httpPort),
      SMOKE_DATABASE_URL: databaseUrl,
    };
    const code = await show(
      "pnpm",
      ["exec", "playwright", "test", "-c", "playwright.containers.config.ts"],
      testEnv,
      join(root, "infra"),
    );
    check(code === 0, "production smoke and header tests through the proxy container");
  }
  const rest = await memory();
  print(
    `memory at rest (MiB): ${JSON.stringify(rest, (_key, value) => (typeof value === "number" ? Math.round(value) : value))}`,
  );
  check(
    await underFailure({ origin, databaseUrl: databaseAt, seconds: loadSeconds, limit: intakeLimit, print }),
    "under failure",
  );
} finally {
  began = Date.now();
  await compose(env, "down", "-v").catch((error: Error) => print(error.message));
  for (const network of ["public", "edge", "data", "database", "egress", "monitoring"])
    await podman("network", "rm", `firm_${network}`).catch(() => "");
  await rm(state, { recursive: true, force: true });
  const left = await leftovers();
  check(
    left.length === 0,
    `teardown in ${seconds(Date.now() - began)}; left behind: ${left.join(", ") || "nothing"}`,
  );
}
print(good ? "containers: every check passed" : "containers: FAILED");
process.exit(good ? 0 : 1);
