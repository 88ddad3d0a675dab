import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitForPort } from "@firm/api/testing/ports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const here = import.meta.dirname;
/** What envsubst does for the start scripts: only the variables named. */
const render = (template: string, values: Record<string, string>) =>
  readFileSync(join(here, template), "utf8").replace(
    /\$\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<number>((resolve, reject) => {
    const call = request(
      { host: "127.0.0.1", port, path, method, headers, rejectUnauthorized: false },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    call.on("error", reject);
    call.end();
  });
}

/**
 * The proxy's access log, with Debian's nginx running the production templates (infra/production/
 * start.sh renders them the same way) in front of a stand-in upstream: sign-in links carry a one-time
 * token in their query, which must never be written down (issue 40, #12).
 */
describe("security finding 12: nginx's access log", () => {
  const prefix = mkdtempSync(join(tmpdir(), "firm-nginx-"));
  const log = join(prefix, "access.log");
  let upstream: Server;
  let nginx: ChildProcess;
  let httpsPort = 0;

  beforeAll(async () => {
    mkdirSync(join(prefix, "tmp"));
    mkdirSync(join(prefix, "static"));
    chmodSync(prefix, 0o755);
    chmodSync(join(prefix, "tmp"), 0o777);
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
        ...["-keyout", join(prefix, "key.pem"), "-out", join(prefix, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    upstream = createServer((_request, response) => response.end("ok"));
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, "127.0.0.1", resolve));
    httpsPort = await freePort();
    writeFileSync(
      join(prefix, "site.conf"),
      render("site.conf.template", {
        PROXY_HTTP_PORT: String(await freePort()),
        PROXY_HTTPS_PORT: String(httpsPort),
        SERVER_NAME: "localhost",
        PUBLIC_ORIGIN: `https://localhost:${httpsPort}`,
        WEB_UPSTREAM: `127.0.0.1:${upstreamPort}`,
        API_UPSTREAM: `127.0.0.1:${upstreamPort}`,
        STATIC_ROOT: join(prefix, "static"),
        TLS_CERTIFICATE: join(prefix, "cert.pem"),
        TLS_CERTIFICATE_KEY: join(prefix, "key.pem"),
      }),
    );
    writeFileSync(join(prefix, "security-headers.conf"), readFileSync(join(here, "security-headers.conf")));
    // What the web build writes beside its files (apps/web/scripts/static-site.ts).
    writeFileSync(
      join(prefix, "page-headers.conf"),
      [
        `map $host $page_csp { default "default-src 'self'"; }`,
        `map $host $page_permissions_policy { default "camera=()"; }`,
        `map $host $page_cache_control { default "no-cache"; }`,
      ].join("\n"),
    );
    writeFileSync(
      join(prefix, "nginx.conf"),
      render("nginx.conf.template", { NGINX_USER_DIRECTIVE: "", NGINX_ACCESS_LOG: log }),
    );
    nginx = spawn("nginx", ["-p", `${prefix}/`, "-c", join(prefix, "nginx.conf")], { stdio: "inherit" });
    await waitForPort(httpsPort, 10_000);
  });

  afterAll(async () => {
    if (nginx?.pid) process.kill(nginx.pid, "SIGQUIT");
    await new Promise((resolve) => upstream?.close(resolve));
    await new Promise((resolve) => nginx?.once("exit", resolve));
    rmSync(prefix, { recursive: true, force: true });
  });

  it("security finding 12: keeps sign-in tokens out of logged URLs and referrers", async () => {
    const token = "CanaryToken_abcdefghijklmnopqrstuvwxyz";
    const page = `/ops/sign-in/link?token=${token}`;
    expect(await get(httpsPort, page)).toBe(200);
    expect(await get(httpsPort, page, { "content-length": "0" }, "POST")).toBe(200);
    const referer = `https://localhost:${httpsPort}${page}`;
    expect(await get(httpsPort, "/api/health", { referer })).toBe(200);
    const logged = readFileSync(log, "utf8");
    expect(logged).toContain("/ops/sign-in/link");
    expect(logged).toContain("/api/health");
    expect(logged.includes(token), logged).toBe(false);
  });
});
