import { execFileSync } from "node:child_process";
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, onFreePort } from "@firm/testkit/ports";
import { type Service, startService } from "@firm/testkit/service";

const here = import.meta.dirname;

/** What envsubst does for the start scripts: only the variables named. */
async function render(template: string, values: Record<string, string>): Promise<string> {
  const text = await readFile(join(here, template), "utf8");
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export type LocalProxy = {
  port: number;
  origin: string;
  dir: string;
  nginx: Service;
  stop: () => Promise<void>;
};

type ProxyOptions = {
  /** The folder of the site's files (the web build's `client`, or a copy); its parent must hold `page-headers.conf`. */
  staticRoot: string;
  /** `host:port` of the web server and the API; both refuse every connection when left out. */
  webUpstream?: string;
  apiUpstream?: string;
  /** The access log's path (nothing is logged when left out). */
  accessLog?: string;
};

/**
 * Debian's nginx with the production templates (`infra/proxy`, rendered as `pnpm prod` renders them)
 * over HTTPS with a throw-away self-signed certificate, on a port of its own, in a scratch folder:
 * for tests and measurements of the proxy itself. `stop` ends nginx and removes the folder.
 */
export async function startLocalProxy(options: ProxyOptions): Promise<LocalProxy> {
  const dir = await mkdtemp(join(tmpdir(), "firm-proxy-"));
  await chmod(dir, 0o755);
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
  await copyFile(join(here, "security-headers.conf"), join(dir, "security-headers.conf"));
  await writeFile(
    join(dir, "nginx.conf"),
    await render("nginx.conf.template", {
      NGINX_USER_DIRECTIVE: "",
      NGINX_ACCESS_LOG: options.accessLog ?? "/dev/null",
    }),
  );
  // Nothing listens on a port chosen and left alone: an upstream there refuses every connection.
  const down = `127.0.0.1:${await freePort()}`;
  let port = 0;
  try {
    // nginx is told its ports: when another process takes one first, it starts again on others.
    const nginx = await onFreePort(async (chosen) => {
      port = chosen;
      await writeFile(
        join(dir, "site.conf"),
        await render("site.conf.template", {
          PROXY_HTTP_PORT: String(await freePort()),
          PROXY_HTTPS_PORT: String(port),
          SERVER_NAME: "localhost",
          PUBLIC_ORIGIN: `https://localhost:${port}`,
          WEB_UPSTREAM: options.webUpstream ?? down,
          API_UPSTREAM: options.apiUpstream ?? down,
          STATIC_ROOT: options.staticRoot,
          TLS_CERTIFICATE: join(dir, "cert.pem"),
          TLS_CERTIFICATE_KEY: join(dir, "key.pem"),
        }),
      );
      return startService({
        name: "nginx",
        command: "nginx",
        args: ["-p", `${dir}/`, "-c", join(dir, "nginx.conf")],
        logFile: join(dir, "nginx.log"),
        port,
        timeoutMs: 10_000,
      });
    });
    const stop = async () => {
      await nginx.stop("SIGQUIT");
      await rm(dir, { recursive: true, force: true });
    };
    return { port, origin: `https://127.0.0.1:${port}`, dir, nginx, stop };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
