import { execFile, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/**
 * podman and podman-compose as infra/docker/run-stack.ts drives them on these machines: runc (crun
 * fails here), infra/docker/containers.conf, the project's compose file with the local override.
 */
export const root = fileURLToPath(new URL("../../", import.meta.url));
export const project = "firm";
export const runtime = ["--runtime", "/usr/sbin/runc"];
const composeFiles = ["-f", "infra/compose.yaml", "-f", "infra/docker/compose.podman.yaml"];

process.env.CONTAINERS_CONF ||= fileURLToPath(new URL("containers.conf", import.meta.url));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Runs a command to its end; its output, or an error naming the command and its last lines. */
export async function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    const { stdout } = await promisify(execFile)(command, args, { cwd: root, env, maxBuffer: 64 << 20 });
    return stdout;
  } catch (error) {
    const { stderr = "", stdout = "" } = error as { stderr?: string; stdout?: string };
    const tail = `${stdout}\n${stderr}`.trim().split("\n").slice(-15).join("\n");
    throw new Error(`${command} ${args.join(" ")} failed:\n${tail}`);
  }
}

/** Runs a command with its output shown (builds, tests); resolves with its exit code. */
export function show(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd = root) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
  return new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
}

export const podman = (...args: string[]) => run("podman", [...runtime, ...args]);

/** podman-compose with the settings in `env` (it reads no infra/.env here: run-stack refuses one). */
export const compose = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  run("podman-compose", ["--podman-args", runtime.join(" "), "-p", project, ...composeFiles, ...args], env);

export const container = (service: string) => `${project}_${service}_1`;

/**
 * Runs the container's own health check (the image's HEALTHCHECK or compose's) until it passes.
 * podman 4.3 schedules health checks with systemd timers, and these machines have no systemd,
 * so the run triggers them itself with `podman healthcheck run`, every second.
 */
export async function waitHealthy(service: string, timeoutMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const healthy = await podman("healthcheck", "run", container(service)).then(
      () => true,
      () => false,
    );
    if (healthy) return Date.now() - start;
    const state = (await podman("inspect", "--format", "{{.State.Status}}", container(service))).trim();
    if (Date.now() - start > timeoutMs || state === "exited") {
      const logs = await run("podman", ["logs", "--tail", "20", container(service)]).catch(() => "");
      throw new Error(`${service} not healthy after ${Date.now() - start} ms (state ${state}):\n${logs}`);
    }
    await sleep(1000);
  }
}

/** Waits for a one-shot container to exit; its exit code. */
export async function waitExited(service: string): Promise<number> {
  return Number((await podman("wait", container(service))).trim());
}

/** The stack's processes as `podman top` lists them: user, pid, command, per container. */
export async function processes(services: string[]) {
  const lines: { service: string; user: string; command: string }[] = [];
  for (const service of services) {
    const out = await podman("top", container(service), "user,pid,args");
    for (const line of out.trim().split("\n").slice(1)) {
      const [user = "", , ...command] = line.trim().split(/\s+/);
      lines.push({ service, user, command: command.join(" ") });
    }
  }
  return lines;
}

/** Memory per running container of the project (podman stats), in MiB. */
export async function memory(): Promise<Record<string, number>> {
  const out = await podman("stats", "--no-stream", "--format", "{{.Name}} {{.MemUsage}}");
  const units: Record<string, number> = {
    B: 1 / 2 ** 20,
    kB: 1 / 1024,
    KB: 1 / 1024,
    MB: 1,
    MiB: 1,
    GB: 1024,
    GiB: 1024,
  };
  const result: Record<string, number> = {};
  for (const line of out.trim().split("\n")) {
    const match = /^(\S+) ([\d.]+)([a-zA-Z]+) \//.exec(line.trim());
    if (!match?.[1]?.startsWith(`${project}_`)) continue;
    result[match[1].slice(project.length + 1, -2)] = Number(match[2]) * (units[match[3] ?? "MB"] ?? 1);
  }
  return result;
}

/** The address of a service's container on one of the project's networks. */
export async function address(service: string, network: string): Promise<string> {
  const format = `{{(index .NetworkSettings.Networks "${project}_${network}").IPAddress}}`;
  return (await podman("inspect", "--format", format, container(service))).trim();
}

/** What of the project is left: containers, volumes, networks (names). */
export async function leftovers(): Promise<string[]> {
  const names = async (...args: string[]) =>
    (await podman(...args)).split("\n").filter((name) => name.startsWith(`${project}_`));
  return [
    ...(await names("ps", "-a", "--format", "{{.Names}}")),
    ...(await names("volume", "ls", "--format", "{{.Name}}")),
    ...(await names("network", "ls", "--format", "{{.Name}}")),
  ];
}
