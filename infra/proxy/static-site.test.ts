import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { request } from "node:https";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { firm } from "@firm/content/firm";
import { sitePaths } from "@firm/web/site-paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalProxy, startLocalProxy } from "./local-proxy.ts";

const webBuild = join(import.meta.dirname, "../../apps/web/build");

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

function call(port: number, path: string, options: { method?: string; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        rejectUnauthorized: false,
        headers: {
          "accept-encoding": "br",
          ...(options.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const text = (
            response.headers["content-encoding"] === "br" ? brotliDecompressSync(body) : body
          ).toString("utf8");
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
        });
      },
    );
    sent.on("error", reject);
    sent.end(options.body);
  });
}

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
/** The inline scripts of a page (not external ones, nor JSON-LD data). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=|application\/ld\+json/.test(attributes))
    .map(([, , text = ""]) => text);
const scriptSources = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];

/**
 * The production proxy (the templates infra/production/start.sh and the proxy image render) serving
 * the web build's files with the web server and the API both down: every public page still answers
 * as its file, and a form's post gets the page that says, in both languages, that it was not sent.
 */
describe("nginx with the site's servers down", () => {
  let proxy: LocalProxy;
  let port = 0;

  beforeAll(async () => {
    if (!existsSync(join(webBuild, "page-headers.conf"))) {
      throw new Error("apps/web/build is missing: run `pnpm --filter @firm/web build` first");
    }
    // No upstream: the web server and the API refuse every connection.
    proxy = await startLocalProxy({ staticRoot: join(webBuild, "client") });
    port = proxy.port;
  });

  afterAll(() => proxy?.stop());

  const pages = sitePaths.flatMap((path) => [path, path === "/" ? "/es" : `/es${path}`]);

  it("answers every public page in both languages from its file, with the phone number", async () => {
    for (const path of pages) {
      const answer = await call(port, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-encoding"], path).toBe("br");
      expect(answer.text, path).toContain(firm.phones.tollFree.display);
      expect(answer.text, path).toMatch(/<h1[\s>]/);
      expect(answer.text, path).toContain(`lang="${path.startsWith("/es") ? "es" : "en"}"`);
    }
  });

  it("sends each page the same twice, no nonce, a policy whose hashes are its inline scripts, cacheable", async () => {
    for (const path of ["/", "/services/motorcycle-injuries", "/es/consultation"]) {
      const [first, second] = [await call(port, path), await call(port, path)];
      expect(second.text, path).toBe(first.text);
      expect(second.headers.etag, path).toBe(first.headers.etag);
      expect(first.headers.etag, path).toBeTruthy();
      expect(first.text, path).not.toContain("nonce");
      const csp = String(first.headers["content-security-policy"]);
      expect(scriptSources(csp), path).not.toContain("'unsafe-inline'");
      const scripts = inlineScripts(first.text);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(scriptSources(csp), path).toContain(hash(script));
      expect(first.headers["cache-control"], path).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
      expect(first.headers["permissions-policy"], path).toBeTruthy();
      expect(first.headers["strict-transport-security"], path).toBeTruthy();
    }
  });

  it("takes a trailing slash as today, and answers any other path 404 with its language's page", async () => {
    expect((await call(port, "/about/")).status).toBe(200);
    const english = await call(port, "/no/such/page");
    expect(english.status).toBe(404);
    expect(english.text).toContain('lang="en"');
    const spanish = await call(port, "/es/no-existe");
    expect(spanish.status).toBe(404);
    expect(spanish.text).toContain('lang="es"');
    expect((await call(port, "/404.html")).status).toBe(404);
    const asset = await call(port, "/assets/not-there.js");
    expect(asset.status).toBe(404);
    expect(asset.headers["cache-control"]).toBeUndefined();
  });

  it("answers a form's post 503 with the page saying, in both languages, that it was not sent", async () => {
    for (const path of ["/api/contact", "/api/consultation", "/request-received?form=contact"]) {
      const answer = await call(
        port,
        path,
        path.startsWith("/api") ? { method: "POST", body: "name=Ana" } : {},
      );
      expect(answer.status, path).toBe(503);
      expect(answer.headers["cache-control"], path).toBe("no-store");
      for (const locale of ["en", "es"] as const) {
        expect(answer.text, path).toContain(formsCommon[locale].unsentPage.heading);
      }
      expect(answer.text, path).toContain(firm.phones.tollFree.display);
      expect(answer.text, path).toContain(firm.email);
    }
  });
});
