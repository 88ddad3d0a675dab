import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { freePort, waitForPort } from "@firm/api/testing/ports";
import { withoutScripts } from "./calibration-page.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const webBuild = join(root, "apps/web/build");
const proxyDir = join(root, "infra/proxy");

/** The floor page's path: a copy of a page of the site with every script removed, written as a file. */
export const floorPath = "/floor";

export type StaticProxy = { origin: string; stop: () => Promise<void> };

/** What envsubst does for infra/production/start.sh: only the variables named. */
async function render(template: string, values: Record<string, string>): Promise<string> {
  const text = await readFile(join(proxyDir, template), "utf8");
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Debian's nginx with the production templates (infra/proxy, as `pnpm prod` renders them) serving a
 * snapshot of the web build's files over HTTPS, nothing behind it (the pages need nothing). Beside
 * them, the floor page: `floorSample` without its scripts, written into the same folder with brotli
 * and gzip copies as the build writes them, so nginx serves it exactly as it serves the pages.
 */
export async function startStaticProxy(floorSample: string): Promise<StaticProxy> {
  if (!existsSync(join(webBuild, "page-headers.conf"))) {
    throw new Error("apps/web/build is missing: run `pnpm --filter @firm/web build` first");
  }
  const dir = await mkdtemp(join(tmpdir(), "firm-measure-static-"));
  await chmod(dir, 0o755);
  await cp(join(webBuild, "client"), join(dir, "static"), { recursive: true });
  await cp(join(webBuild, "page-headers.conf"), join(dir, "page-headers.conf"));
  const sample = await readFile(join(dir, "static", floorSample, "index.html"), "utf8");
  const floor = withoutScripts(sample);
  await mkdir(join(dir, "static", floorPath), { recursive: true });
  const file = join(dir, "static", floorPath, "index.html");
  await writeFile(file, floor);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(floor, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(floor, { level: 9 }));
  await mkdir(join(dir, "tmp"));
  await chmod(join(dir, "tmp"), 0o777);
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  const port = await freePort();
  const down = `127.0.0.1:${await freePort()}`;
  await writeFile(
    join(dir, "site.conf"),
    await render("site.conf.template", {
      PROXY_HTTP_PORT: String(await freePort()),
      PROXY_HTTPS_PORT: String(port),
      SERVER_NAME: "localhost",
      PUBLIC_ORIGIN: `https://localhost:${port}`,
      WEB_UPSTREAM: down,
      API_UPSTREAM: down,
      STATIC_ROOT: join(dir, "static"),
      TLS_CERTIFICATE: join(dir, "cert.pem"),
      TLS_CERTIFICATE_KEY: join(dir, "key.pem"),
    }),
  );
  await cp(join(proxyDir, "security-headers.conf"), join(dir, "security-headers.conf"));
  await writeFile(
    join(dir, "nginx.conf"),
    await render("nginx.conf.template", { NGINX_USER_DIRECTIVE: "", NGINX_ACCESS_LOG: "/dev/null" }),
  );
  const nginx: ChildProcess = spawn("nginx", ["-p", `${dir}/`, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (nginx.exitCode === null && nginx.pid) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      process.kill(nginx.pid, "SIGQUIT");
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `https://127.0.0.1:${port}`, stop };
}
