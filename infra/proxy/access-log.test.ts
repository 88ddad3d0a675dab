import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalProxy, startLocalProxy } from "./local-proxy.ts";

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
 * token in their query, which must never be written down.
 */
describe("security finding 12: nginx's access log", () => {
  const folder = mkdtempSync(join(tmpdir(), "firm-nginx-"));
  const log = join(folder, "access.log");
  let upstream: Server;
  let proxy: LocalProxy;
  let httpsPort = 0;

  beforeAll(async () => {
    mkdirSync(join(folder, "static"));
    // What the web build writes beside its files (apps/web/scripts/static-site.ts).
    writeFileSync(
      join(folder, "page-headers.conf"),
      [
        `map $host $page_csp { default "default-src 'self'"; }`,
        `map $host $page_permissions_policy { default "camera=()"; }`,
        `map $host $page_cache_control { default "no-cache"; }`,
      ].join("\n"),
    );
    upstream = createServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const address = upstream.address();
    const upstreamAt = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    chmodSync(folder, 0o755);
    proxy = await startLocalProxy({
      staticRoot: join(folder, "static"),
      webUpstream: upstreamAt,
      apiUpstream: upstreamAt,
      accessLog: log,
    });
    httpsPort = proxy.port;
  });

  afterAll(async () => {
    await proxy?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it("security finding 12: keeps sign-in tokens out of logged URLs and referrers", async () => {
    const token = "CanaryToken_abcdefghijklmnopqrstuvwxyz";
    const page = `/ops/sign-in/link?token=${token}`;
    expect(await get(httpsPort, page)).toBe(200);
    expect(await get(httpsPort, page, { "content-length": "0" }, "POST")).toBe(200);
    const referer = `https://localhost:${httpsPort}${page}`;
    expect(await get(httpsPort, "/api/health", { referer })).toBe(200);
    // nginx writes a request's line once it has answered: the last one may land a moment later.
    await expect.poll(() => readFileSync(log, "utf8"), { timeout: 5_000 }).toContain("/api/health");
    const logged = readFileSync(log, "utf8");
    expect(logged).toContain("/ops/sign-in/link");
    expect(logged.includes(token), logged).toBe(false);
  });
});
