/**
 * Checks of infra/compose.yaml and the Dockerfiles that need no Docker engine: each returns the
 * problems it finds, one line each (empty when all is well), so tests can show them failing too.
 */

export type Healthcheck = { test?: unknown; disable?: boolean };
export type Build = { context?: string; dockerfile?: string; additional_contexts?: Record<string, string> };
export type Service = {
  image?: string;
  build?: Build;
  command?: string[];
  healthcheck?: Healthcheck;
  ports?: unknown[];
  restart?: string;
  depends_on?: Record<string, { condition?: string }>;
  networks?: string[] | Record<string, unknown>;
  environment?: Record<string, string | number>;
  volumes?: string[];
};
export type Compose = {
  services: Record<string, Service>;
  networks?: Record<string, { internal?: boolean } | null>;
};
export type Instruction = { keyword: string; args: string };
export type Stage = { from: string; name?: string; instructions: Instruction[] };

/** An exact version tag (`node:24.21.0-bookworm-slim`, `postgres:15.20-bookworm`) or a digest. */
const pinnedReference = /^[a-z0-9./_-]+(:\d+\.\d+(\.\d+)?(-[a-z0-9.]+)*)?(@sha256:[0-9a-f]{64})?$/;

export function isPinned(reference: string): boolean {
  const match = pinnedReference.exec(reference);
  return Boolean(match && (match[1] || match[4]));
}

/** Instructions in order: continuation lines joined, comments and blank lines dropped. */
export function instructions(text: string): Instruction[] {
  const logical = text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return logical
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = "", ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}

/** The build stages, each with the base it starts from; ARG defaults before the first FROM apply. */
export function stages(text: string): Stage[] {
  const globals = new Map<string, string>();
  const result: Stage[] = [];
  for (const instruction of instructions(text)) {
    if (instruction.keyword === "FROM") {
      const [reference = "", as, name] = instruction.args.split(/\s+/);
      const from = reference.replace(/\$\{(\w+)\}/g, (_, arg: string) => globals.get(arg) ?? "");
      result.push({ from, ...(as?.toUpperCase() === "AS" && name ? { name } : {}), instructions: [] });
    } else if (result.length === 0 && instruction.keyword === "ARG") {
      const [arg = "", value = ""] = instruction.args.split("=");
      globals.set(arg, value);
    } else {
      result.at(-1)?.instructions.push(instruction);
    }
  }
  return result;
}

/**
 * Every base is an earlier stage, a named build context Compose supplies, or a pinned image; the
 * final stage runs as a non-root user with a health check, a stop signal and an exposed port.
 */
export function dockerfileProblems(path: string, text: string, namedContexts: string[] = []): string[] {
  const problems: string[] = [];
  const all = stages(text);
  const known = new Set(namedContexts);
  for (const stage of all) {
    if (!known.has(stage.from) && !isPinned(stage.from)) {
      problems.push(`${path}: FROM ${stage.from || "(empty)"} is not pinned to an exact version`);
    }
    if (stage.name) known.add(stage.name);
  }
  const final = all.at(-1);
  if (!final) return [`${path}: no FROM`];
  const user = last(final, "USER")?.split(":")[0];
  if (!user || user === "root" || user === "0") problems.push(`${path}: the final stage runs as root`);
  if (!hasHealthcheck(text)) problems.push(`${path}: the final stage has no HEALTHCHECK`);
  if (!last(final, "STOPSIGNAL")) problems.push(`${path}: the final stage has no STOPSIGNAL`);
  if (!last(final, "EXPOSE")) problems.push(`${path}: the final stage has no EXPOSE`);
  return problems;
}

function last(stage: Stage, keyword: string): string | undefined {
  return stage.instructions.filter((entry) => entry.keyword === keyword).at(-1)?.args;
}

/** Whether the final stage of a Dockerfile declares a health check command. */
export function hasHealthcheck(text: string): boolean {
  const final = stages(text).at(-1);
  const health = final && last(final, "HEALTHCHECK");
  return Boolean(health && /\bCMD\b/.test(health) && !/^NONE\b/i.test(health));
}

function networksOf(service: Service): string[] {
  if (!service.networks) return ["default"];
  return Array.isArray(service.networks) ? service.networks : Object.keys(service.networks);
}

/** Services another one waits for with `service_completed_successfully`: one-shot jobs. */
export function oneShotServices(compose: Compose): string[] {
  const names = Object.values(compose.services).flatMap((service) =>
    Object.entries(service.depends_on ?? {})
      .filter(([, dependency]) => dependency.condition === "service_completed_successfully")
      .map(([name]) => name),
  );
  return [...new Set(names)].sort();
}

/**
 * Health checks (or one-shot jobs that do not restart), pinned third-party images, built images
 * never tagged `latest`, published ports only on `publisher`, and third-party services (data
 * stores) only on internal networks. `dockerfiles` maps a build's dockerfile path to its text.
 */
export function composeProblems(
  compose: Compose,
  dockerfiles: Map<string, string>,
  publisher: string,
): string[] {
  const problems: string[] = [];
  const oneShot = oneShotServices(compose);
  for (const [name, service] of Object.entries(compose.services)) {
    const dockerfile = service.build?.dockerfile ? dockerfiles.get(service.build.dockerfile) : undefined;
    if (service.build && dockerfile === undefined) problems.push(`${name}: Dockerfile not found`);
    if (oneShot.includes(name)) {
      if (service.restart !== "no") problems.push(`${name}: a one-shot job must not restart`);
    } else {
      const own = service.healthcheck;
      const inCompose = Boolean(own?.test) && !own?.disable;
      const inImage = !own?.disable && dockerfile !== undefined && hasHealthcheck(dockerfile);
      if (!inCompose && !inImage) problems.push(`${name}: no health check`);
    }
    const image = service.image ?? "";
    if (service.build) {
      if (/latest/.test(image)) problems.push(`${name}: built image tagged latest (${image})`);
    } else if (!isPinned(image)) {
      problems.push(`${name}: image ${image || "(none)"} is not pinned to an exact version`);
    }
    if (service.ports?.length && name !== publisher) problems.push(`${name}: publishes ports`);
    if (!service.build) {
      for (const network of networksOf(service)) {
        if (!compose.networks?.[network]?.internal)
          problems.push(`${name}: on non-internal network ${network}`);
      }
    }
  }
  if (!compose.services[publisher]?.ports?.length) problems.push(`${publisher}: publishes no ports`);
  return problems;
}

/**
 * The build-context paths a Dockerfile copies (COPY without `--from`, flags dropped, the last
 * argument being the destination), so a test can check that .dockerignore lets each one in.
 */
export function copiedFromContext(text: string): string[] {
  return instructions(text)
    .filter((entry) => entry.keyword === "COPY" && !/(^|\s)--from=/.test(entry.args))
    .flatMap((entry) =>
      entry.args
        .split(/\s+/)
        .filter((word) => word && !word.startsWith("--"))
        .slice(0, -1),
    );
}
