import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@firm/testkit/ports";

const webDir = fileURLToPath(new URL("../../apps/web/", import.meta.url));

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode}) before it answered`);
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site did not answer ${url} within ${timeoutMs} ms`);
}

export type SiteServer = { origin: string; stop: () => Promise<void> };

/** Fails when the page names a script the server does not have (a rebuild happened meanwhile). */
async function assertAssetsMatch(origin: string): Promise<void> {
  const html = await (await fetch(`${origin}/`)).text();
  const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  if (!script || !(await fetch(`${origin}${script}`)).ok) {
    throw new Error("apps/web/build changed while the site started (someone rebuilt it): run again");
  }
}

/**
 * Starts the built site as production runs it (`NODE_ENV=production node server.ts`), building it
 * first when apps/web/build is missing. The static files are served from a copy of build/client, so
 * a rebuild in the shared working tree during a long measurement does not swap assets under it
 * (server.ts serves them relative to its working directory; its server bundle loads once at start).
 */
export async function startBuiltSite(port: number, env: Record<string, string> = {}): Promise<SiteServer> {
  if (!existsSync(`${webDir}build/server/index.js`)) {
    console.log("apps/web/build is missing: running `pnpm --filter @firm/web build` first");
    await run("pnpm", ["--filter", "@firm/web", "build"], webDir);
  }
  const snapshot = await mkdtemp(join(tmpdir(), "firm-measure-web-"));
  await cp(`${webDir}build/client`, join(snapshot, "build/client"), { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [`${webDir}server.ts`], {
    cwd: snapshot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: origin,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(snapshot, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/`, child, 30_000);
    await assertAssetsMatch(origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The running site at `base` (left running), or the built site started on a free port (stopped by `stop`). */
export async function openSite(base: string | undefined): Promise<SiteServer> {
  if (base) return { origin: base, stop: async () => {} };
  return startBuiltSite(await freePort());
}
