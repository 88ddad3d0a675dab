import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Compose } from "./compose-checks.ts";
import { databaseProblems, urlHost } from "./database-checks.ts";
import { undocumentedSettings } from "./settings-docs.ts";

/** The database of infra/compose.yaml, read from the files (no engine here; `pnpm measure:containers` runs it). */
const root = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFile(join(root, path), "utf8");
// YAML merge keys (`<<: *postgres-node`), as Compose reads them.
const compose: Compose = parse(await read("infra/compose.yaml"), { merge: true });
const service = (name: string) => compose.services[name] ?? {};
const entrypoints = ["postgres-entrypoint.sh", "postgres-backup.sh", "postgres-bootstrap.sh"]
  .concat(["etcd-entrypoint.sh", "haproxy-entrypoint.sh"])
  .map((name) => `infra/docker/${name}`);
const scripts = new Map(
  await Promise.all(entrypoints.map(async (path) => [path, await read(path)] as const)),
);
const names = (text: string, pattern: RegExp) =>
  [...new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ""))].sort();

/** The names an entrypoint's `envsubst '${A} ${B}' <…/<file>.template` fills in, by template file. */
function rendered(script: string): Map<string, string[]> {
  const calls = script.matchAll(/envsubst '([^']*)'[\s\\]*<\S*\/([\w.-]+)\.template/g);
  return new Map([...calls].map((call) => [call[2] ?? "", names(call[1] ?? "", /\$\{(\w+)\}/g)]));
}

describe("the database in compose.yaml", () => {
  it("runs two PostgreSQL nodes under Patroni, three etcd members and HAProxy, its one address", () => {
    expect(databaseProblems(compose)).toEqual([]);
    expect(service("haproxy").environment?.HAPROXY_NODES).toBe("postgres-a postgres-b");
    for (const name of ["api", "migrate", "postgres-a", "postgres-b"])
      expect(urlHost(String(service(name).environment?.DATABASE_URL)), name).toBe("haproxy");
    expect(service("api").networks).not.toContain("database");
    expect(compose.networks?.database?.internal).toBe(true);
  });

  it.each([
    ["postgres-entrypoint.sh", "infra/postgres/patroni.yml"],
    ["postgres-entrypoint.sh", "infra/backup/pgbackrest.conf"],
    ["etcd-entrypoint.sh", "infra/postgres/etcd.yml"],
    ["haproxy-entrypoint.sh", "infra/postgres/haproxy.cfg"],
  ])("%s renders every placeholder of %s, the file `pnpm prod` renders", async (script, template) => {
    const placeholders = names(await read(template), /\$\{([A-Z][A-Z0-9_]*)\}/g);
    expect(placeholders.length).toBeGreaterThan(3);
    const file = template.split("/").at(-1) ?? "";
    expect(rendered(scripts.get(`infra/docker/${script}`) ?? "").get(file)).toEqual(placeholders);
    const dockerfile = await read(`infra/docker/${script.split("-")[0]}.Dockerfile`);
    expect(dockerfile).toContain(`COPY ${template} `);
  });

  it("reports what it is there to catch", () => {
    const broken: Compose = structuredClone(compose);
    delete broken.services["postgres-b"];
    const env = (name: string) => broken.services[name]?.environment ?? {};
    env("api").DATABASE_URL = String(env("api").DATABASE_URL).replace("@haproxy:", "@postgres-a:");
    env("etcd-3").ETCD_NAME = "etcd-9";
    (broken.services.api ?? {}).networks = ["edge", "data", "database"];
    (broken.services.migrate ?? {}).depends_on = {};
    expect(databaseProblems(broken)).toEqual([
      "1 PostgreSQL node: a primary needs a synchronous standby",
      "haproxy: HAPROXY_NODES is not every node",
      "etcd-3: ETCD_NAME is not its service name",
      "migrate: starts before haproxy has a primary",
      "api: DATABASE_URL does not reach haproxy",
      "api: on database, beside the nodes",
    ]);
  });
});

describe("infra/settings.md documents the database containers' settings", () => {
  it("every variable their entrypoints and jobs read", async () => {
    const used = names([...scripts.values()].join("\n"), /\$\{([A-Z][A-Z0-9_]*):[-?]/g);
    expect(used).toEqual(expect.arrayContaining(["PATRONI_NAME", "ETCD_MEMBERS", "HAPROXY_NODES"]));
    expect(undocumentedSettings(await read("infra/settings.md"), used)).toEqual([]);
  });
});
