import type { Compose, Service } from "./compose-checks.ts";

/**
 * Checks of the database in infra/compose.yaml that need no engine: the PostgreSQL nodes under
 * Patroni, the etcd members and HAProxy, found by the Dockerfile each is built from. Each problem
 * is one line (none when all is well), so tests can show them failing too.
 */
const builtFrom = (compose: Compose, name: string) =>
  Object.keys(compose.services).filter(
    (key) => compose.services[key]?.build?.dockerfile === `infra/docker/${name}.Dockerfile`,
  );
const networks = (service: Service | undefined) =>
  Array.isArray(service?.networks) ? service.networks : Object.keys(service?.networks ?? { default: {} });
const list = (value: string | number | undefined, separator: RegExp) =>
  String(value ?? "")
    .split(separator)
    .filter(Boolean)
    .sort();
const same = (a: string[], b: string[]) => a.join(" ") === [...b].sort().join(" ");
/** The host of a postgresql:// URL whose password is a Compose variable (it may hold "/"). */
export const urlHost = (url: string) => /@([\w.-]+)(?::\d+)?\/[^@]*$/.exec(url)?.[1];

export function databaseProblems(compose: Compose): string[] {
  const problems: string[] = [];
  const { services } = compose;
  const [nodes, members, proxies] = ["postgres", "etcd", "haproxy"].map((name) => builtFrom(compose, name));
  if (!nodes || !members || !proxies) return ["no database"];
  const proxy = proxies[0] ?? "HAProxy";
  const env = (name: string) => services[name]?.environment ?? {};
  const dependsOn = (name: string, on: string, condition: string) =>
    services[name]?.depends_on?.[on]?.condition === condition;

  if (nodes.length < 2)
    problems.push(`${nodes.length} PostgreSQL node: a primary needs a synchronous standby`);
  if (members.length !== 3)
    problems.push(`${members.length} etcd members, not 3: one lost must leave a quorum`);
  if (proxies.length !== 1) problems.push(`${proxies.length} HAProxy services, not 1: the one address`);
  if (!same(list(env(proxy).HAPROXY_NODES, /\s+/), nodes))
    problems.push(`${proxy}: HAPROXY_NODES is not every node`);

  const repositories = new Set<string>();
  const dataVolumes = new Set<string>();
  for (const node of nodes) {
    // The others reach a node, and HAProxy checks it, by the name Patroni gives it.
    if (env(node).PATRONI_NAME !== node) problems.push(`${node}: PATRONI_NAME is not its service name`);
    if (env(node).ETCD_HOSTS !== members.map((member) => `${member}:2379`).join(","))
      problems.push(`${node}: ETCD_HOSTS is not every etcd member`);
    for (const member of members)
      if (!dependsOn(node, member, "service_healthy"))
        problems.push(`${node}: starts before ${member} is healthy`);
    const volumes = services[node]?.volumes ?? [];
    const mount = (path: string) => volumes.find((volume) => volume.endsWith(`:${path}`))?.split(":")[0];
    const data = mount("/var/lib/postgresql/data");
    if (!data || dataVolumes.has(data)) problems.push(`${node}: no data volume of its own`);
    dataVolumes.add(data ?? "");
    repositories.add(mount("/var/lib/pgbackrest") ?? "");
  }
  if (repositories.size !== 1 || repositories.has(""))
    problems.push("the nodes do not share one backup repository volume");
  for (const member of members) {
    if (env(member).ETCD_NAME !== member) problems.push(`${member}: ETCD_NAME is not its service name`);
    if (!same(list(env(member).ETCD_MEMBERS, /\s+/), members))
      problems.push(`${member}: ETCD_MEMBERS is not every etcd member`);
  }

  // Every client of the database goes through HAProxy, and waits for it to have a primary.
  for (const [name, service] of Object.entries(services)) {
    const url = service.environment?.DATABASE_URL;
    if (url === undefined) continue;
    if (urlHost(String(url)) !== proxy) problems.push(`${name}: DATABASE_URL does not reach ${proxy}`);
    if (!nodes.includes(name) && !dependsOn(name, proxy, "service_healthy"))
      problems.push(`${name}: starts before ${proxy} has a primary`);
  }
  // Only the database's own services share a network with a node or an etcd member.
  const inside = new Set([...nodes, ...members, proxy]);
  const databaseNetworks = new Set([...nodes, ...members].flatMap((name) => networks(services[name])));
  for (const [name, service] of Object.entries(services)) {
    if (inside.has(name)) continue;
    for (const network of networks(service))
      if (databaseNetworks.has(network)) problems.push(`${name}: on ${network}, beside the nodes`);
  }
  return problems;
}
