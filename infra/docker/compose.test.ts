import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import dockerignoreModule from "@balena/dockerignore";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ConfigSchema } from "../../apps/api/src/config.ts";
import {
  type Compose,
  composeProblems,
  copiedFromContext,
  dockerfileProblems,
  oneShotServices,
  stages,
} from "./compose-checks.ts";
import { repeatedSettings, tableSettings, undocumentedSettings } from "./settings-docs.ts";

/** No Docker engine runs here: these read the files. Building and running the images is CI's job. */
const root = fileURLToPath(new URL("../../", import.meta.url));
// A CommonJS module whose types name its function `default` (the module sets it for TypeScript).
const dockerignore = dockerignoreModule.default;
const read = (path: string) => readFile(join(root, path), "utf8");
const buildContext = dockerignore().add((await read(".dockerignore")).split("\n"));

// YAML merge keys (`<<: *postgres-node`), as Compose reads them.
const compose: Compose = parse(await read("infra/compose.yaml"), { merge: true });
const dockerfilePaths = [
  "infra/docker/web.Dockerfile",
  "infra/docker/api.Dockerfile",
  "infra/docker/proxy.Dockerfile",
  "infra/docker/postgres.Dockerfile",
  "infra/docker/etcd.Dockerfile",
  "infra/docker/haproxy.Dockerfile",
  "infra/docker/monitoring.Dockerfile",
];
const dockerfiles = new Map(
  await Promise.all(dockerfilePaths.map(async (path) => [path, await read(path)] as const)),
);
const dockerfile = (name: string) => dockerfiles.get(`infra/docker/${name}.Dockerfile`) ?? "";
const settingsDoc = await read("infra/settings.md");
const envExample = await read("infra/.env.example");
const entrypoint = await read("infra/docker/proxy-entrypoint.sh");
const templates = await Promise.all(
  ["nginx.conf.template", "site.conf.template"].map((name) => read(`infra/proxy/${name}`)),
);
/** Lines that are not comments (templates explain ${VARIABLES} in their header comments). */
const uncommented = (text: string) =>
  text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n");

const names = (text: string, pattern: RegExp) =>
  [...new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ""))].sort();
const service = (name: string) => compose.services[name] ?? {};
const undocumented = (list: string[]) => undocumentedSettings(settingsDoc, list);
/** The Markdown files under a folder of the repository, node_modules left out. */
async function markdownFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name !== "node_modules")
      .map((entry) => markdownFiles(`${folder}/${entry.name}`)),
  );
  const here = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".md"));
  return [...here.map((entry) => `${folder}/${entry.name}`), ...nested.flat()];
}

describe("infra/compose.yaml", () => {
  it("has health checks, pinned images, ports on the proxy only, data stores on internal networks", () => {
    expect(composeProblems(compose, dockerfiles, "proxy")).toEqual([]);
    const publishing = Object.entries(compose.services).filter(([, entry]) => entry.ports?.length);
    expect(publishing.map(([name]) => name)).toEqual(["proxy"]);
  });

  it("runs migrate once, with the API image, before the API starts", () => {
    expect(oneShotServices(compose)).toEqual(["migrate"]);
    expect(service("api").depends_on?.migrate?.condition).toBe("service_completed_successfully");
    expect(service("migrate").depends_on?.haproxy?.condition).toBe("service_healthy");
    expect(service("migrate").image).toBe(service("api").image);
    expect(service("migrate").build).toEqual(service("api").build);
    expect(service("migrate").command?.join(" ")).toBe("node apps/api/src/db/migrate-cli.ts deploy");
  });

  it("copies the proxy's static files out of the web service's image", () => {
    expect(service("proxy").build?.additional_contexts).toEqual({ "firm-web": "service:web" });
    expect(stages(dockerfile("proxy")).map((stage) => stage.from)).toContain("firm-web");
  });

  it("the web image carries every module of the site's own that server.ts imports", async () => {
    const server = await read("apps/web/server.ts");
    const local = names(server, /from "\.\/([^"]+)"/g);
    expect(local.length).toBeGreaterThan(0);
    const copied = stages(dockerfile("web"))
      .at(-1)
      ?.instructions.filter((entry) => entry.keyword === "COPY")
      .flatMap((entry) => entry.args.split(/\s+/));
    expect(local.filter((file) => !copied?.includes(`/repo/apps/web/${file}`))).toEqual([]);
  });

  it("reports what it is there to catch", () => {
    const broken: Compose = structuredClone(compose);
    broken.services.web = { ...service("web"), ports: ["3000:3000"] };
    broken.services.redis = { ...service("redis"), image: "redis:latest", healthcheck: { disable: true } };
    broken.services.migrate = { ...service("migrate"), restart: "on-failure" };
    broken.services["postgres-a"] = {
      ...service("postgres-a"),
      build: undefined,
      image: "postgres",
      networks: ["public"],
    };
    expect(composeProblems(broken, dockerfiles, "proxy")).toEqual([
      "web: publishes ports",
      "migrate: a one-shot job must not restart",
      "postgres-a: no health check",
      "postgres-a: image postgres is not pinned to an exact version",
      "postgres-a: on non-internal network public",
      "redis: no health check",
      "redis: image redis:latest is not pinned to an exact version",
    ]);
  });
});

describe("the monitoring in compose.yaml", () => {
  it("scrapes the API's and the site's internal listeners, which only the monitoring network reaches", () => {
    const environment = (name: string) => service(name).environment ?? {};
    expect(environment("api").METRICS_PORT).not.toBe(3001);
    expect(environment("prometheus").API_METRICS_TARGETS).toBe(`api:${environment("api").METRICS_PORT}`);
    expect(environment("prometheus").WEB_METRICS_TARGETS).toBe(`web:${environment("web").METRICS_PORT}`);
    expect(environment("alertmanager").ALERT_WEBHOOK_URL).toBe(
      `http://api:${environment("api").METRICS_PORT}/alerts`,
    );
    // The proxy forwards to the main ports only, and is not on the monitoring network.
    expect(environment("proxy").API_UPSTREAM).toBe("api:3001");
    expect(environment("proxy").WEB_UPSTREAM).toBe("web:3000");
    expect(compose.networks?.monitoring?.internal).toBe(true);
    expect(service("proxy").networks).not.toContain("monitoring");
    for (const name of ["prometheus", "alertmanager", "api", "web"])
      expect(service(name).networks, name).toContain("monitoring");
  });
});

describe("Dockerfiles", () => {
  it.each(dockerfilePaths)("%s: pinned bases, non-root user, health check, stop signal, port", (path) => {
    const contexts = Object.keys(service("proxy").build?.additional_contexts ?? {});
    expect(dockerfileProblems(path, dockerfiles.get(path) ?? "", contexts)).toEqual([]);
  });

  it.each(["web", "api"])("%s: Node 24 (exact bookworm-slim tag), NODE_ENV=production", (name) => {
    const all = stages(dockerfile(name));
    expect(all[0]?.from).toMatch(/^node:24\.\d+\.\d+-bookworm-slim$/);
    const env = all
      .at(-1)
      ?.instructions.filter((entry) => entry.keyword === "ENV")
      .map((entry) => entry.args);
    expect(env?.join(" ")).toMatch(/\bNODE_ENV=production\b/);
  });

  it("the API image carries the migration CLI, the migrations and the generated client", () => {
    const copies = stages(dockerfile("api"))
      .at(-1)
      ?.instructions.filter((entry) => entry.keyword === "COPY")
      .map((entry) => entry.args);
    expect(copies).toEqual(
      expect.arrayContaining([
        "--from=build /repo/apps/api/prisma apps/api/prisma",
        "--from=build /repo/apps/api/src apps/api/src",
      ]),
    );
    expect(dockerfile("api")).toMatch(/pnpm --filter @firm\/api run generate/);
  });

  it.each(dockerfilePaths)("%s: every file it copies is in the build context (.dockerignore)", (path) => {
    const copied = copiedFromContext(dockerfiles.get(path) ?? "").filter((source) => source !== ".");
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.filter((source) => buildContext.ignores(source))).toEqual([]);
    expect(copied.filter((source) => !existsSync(join(root, source)))).toEqual([]);
  });

  it("reports what it is there to catch", () => {
    const copies = "FROM x\nCOPY --chmod=0755 a.sh \\\n  b.conf /etc/\nCOPY --from=build /repo /repo\n";
    expect(copiedFromContext(copies)).toEqual(["a.sh", "b.conf"]);
    // The monitoring's entry point was once left out this way, and its image could not be built.
    expect(dockerignore().add(["infra/docker/*"]).ignores("infra/docker/monitoring-entrypoint.sh")).toBe(
      true,
    );
    const bad = "FROM node:latest AS build\nFROM build\nUSER root\nCMD node server.ts\n";
    expect(dockerfileProblems("bad", bad)).toEqual([
      "bad: FROM node:latest is not pinned to an exact version",
      "bad: the final stage runs as root",
      "bad: the final stage has no HEALTHCHECK",
      "bad: the final stage has no STOPSIGNAL",
      "bad: the final stage has no EXPOSE",
    ]);
  });
});

describe("the proxy's snippets", () => {
  /** Files the site template includes from its own folder (nginx.conf's includes are nginx's or site.conf). */
  const snippets = names(uncommented(templates[1] ?? ""), /^\s*include\s+([\w.-]+);/gm);

  it("every file site.conf includes is in the image and put beside it by both renderers", async () => {
    const startScript = await read("infra/production/start.sh");
    expect(snippets).toContain("security-headers.conf");
    for (const name of snippets) {
      expect(dockerfile("proxy")).toContain(`infra/proxy/${name}`);
      expect(entrypoint).toContain(`cp "$templates/${name}" "$prefix/"`);
      expect(startScript).toContain(`cp infra/proxy/${name} "$STATE/nginx/"`);
    }
  });
});

describe("infra/settings.md documents every setting, once", () => {
  const apiKeys = Object.keys(ConfigSchema.properties);

  it("every API variable of apps/api/src/config.ts", () => {
    expect(apiKeys.length).toBeGreaterThan(20);
    expect(undocumented(apiKeys)).toEqual([]);
  });

  it("every variable the web server reads", async () => {
    const app = join(root, "apps/web/app");
    const sources = (await readdir(app, { recursive: true }))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join("apps/web/app", file));
    const text = (await Promise.all(["apps/web/server.ts", ...sources].map(read))).join("\n");
    const used = names(text, /process\.env\.([A-Z][A-Z0-9_]*)/g);
    expect(used).toEqual(expect.arrayContaining(["PORT", "HOST", "NODE_ENV"]));
    expect(undocumented(used)).toEqual([]);
  });

  it("every proxy template variable, each rendered by the container's entrypoint", () => {
    const used = names(uncommented(templates.join("\n")), /\$\{([A-Z][A-Z0-9_]*)\}/g);
    expect(undocumented(used)).toEqual([]);
    const rendered = names(
      entrypoint
        .split("\n")
        .filter((line) => line.includes("envsubst"))
        .join("\n"),
      /\$\{([A-Z][A-Z0-9_]*)\}/g,
    );
    const siteVars = names(/site_vars='([^']*)'/.exec(entrypoint)?.[1] ?? "", /\$\{([A-Z][A-Z0-9_]*)\}/g);
    expect([...new Set([...rendered, ...siteVars])].sort()).toEqual(used);
  });

  it("every setting of infra/production/start.sh", async () => {
    /** Set and read by the script itself, not a setting. */
    const internal = ["STARTED_POSTGRES"];
    const settings = names(await read("infra/production/start.sh"), /\$\{([A-Z][A-Z0-9_]*):-/g);
    const used = settings.filter((name) => !internal.includes(name));
    expect(used.length).toBeGreaterThan(5);
    expect(undocumented(used)).toEqual([]);
  });

  it("every Compose variable, each listed in infra/.env.example (and nothing else there)", async () => {
    const text = (await read("infra/compose.yaml")).replaceAll("$$", "");
    const used = names(text, /\$\{([A-Z][A-Z0-9_]*)/g);
    expect(undocumented(used)).toEqual([]);
    expect(names(envExample, /^([A-Z][A-Z0-9_]*)=/gm)).toEqual(used);
  });
  it("every setting the monitoring's config.ts and the backup jobs read", async () => {
    const monitoring = await read("infra/monitoring/config.ts");
    const monitoringUsed = [
      ...names(monitoring, /\benv\.([A-Z][A-Z0-9_]*)/g),
      ...names(monitoring, /required\(env, "([A-Z][A-Z0-9_]*)"\)/g),
    ];
    expect(monitoringUsed).toEqual(expect.arrayContaining(["API_METRICS_TARGETS", "ALERT_SMTP_SMARTHOST"]));
    expect(undocumented(monitoringUsed)).toEqual([]);
    const backup = (
      await Promise.all(["archiving.ts", "pgbackrest.ts"].map((name) => read(`infra/backup/${name}`)))
    ).join("\n");
    const backupUsed = names(backup, /\benv\.([A-Z][A-Z0-9_]*)/g);
    expect(backupUsed).toEqual(expect.arrayContaining(["PGBACKREST_REPO_PATH", "ARCHIVE_TIMEOUT"]));
    expect(undocumented(backupUsed)).toEqual([]);
  });

  it("names each setting once, and no other Markdown under infra/ has a settings table", async () => {
    expect(repeatedSettings(settingsDoc)).toEqual([]);
    const markdown = (await markdownFiles("infra")).filter((file) => file !== "infra/settings.md");
    expect(markdown).toContain("infra/README.md");
    for (const file of markdown) expect(tableSettings(await read(file)), file).toEqual([]);
  });

  it("reports what it is there to catch", () => {
    const broken = settingsDoc
      .split("\n")
      .filter((line) => !line.startsWith("| `STANDBY_WATCH_MS`"))
      .map((line) => line.replace(", `SIGN_IN_RATE_LIMIT_WINDOW_MS`", ""))
      .concat("| `LOG_LEVEL` | `debug` | Said twice. |")
      .join("\n");
    expect(undocumentedSettings(broken, apiKeys)).toEqual([
      "SIGN_IN_RATE_LIMIT_WINDOW_MS",
      "STANDBY_WATCH_MS",
    ]);
    expect(repeatedSettings(broken)).toEqual(["LOG_LEVEL"]);
  });
});
