import { firm } from "@firm/content/firm";
import { type APIRequestContext, type APIResponse, expect, request, test } from "@playwright/test";
import { httpPort, origin } from "../playwright.config.ts";

/**
 * The security headers on every kind of answer the production stack gives through nginx: pages in
 * both languages, the site's 404, resource routes, static files, the API's answers and failures,
 * answers nginx makes itself (its 405 and 413, /healthz) and the plain-HTTP redirect. Each sample
 * is its own test, so one slow answer on a busy machine does not use up the others' time.
 */
type Sample = {
  name: string;
  status: number;
  /** Served on the plain-HTTP port: HSTS must not be sent there (RFC 6797 §7.2). */
  plain?: true;
  /** The site's own policy (its inline scripts by their hashes), not nginx's deny-all fallback. */
  sitePolicy?: true;
  send: (https: APIRequestContext, plain: APIRequestContext) => Promise<APIResponse>;
};

const practice = firm.practiceSlugs[0];
/** Larger than nginx's client_max_body_size (64k): nginx refuses it before the API sees it. */
const overNginxLimit = "x".repeat(100 * 1024);

const samples: Sample[] = [
  { name: "GET / (page)", status: 200, sitePolicy: true, send: (https) => https.get("/") },
  { name: "GET /es/ (page)", status: 200, sitePolicy: true, send: (https) => https.get("/es/") },
  {
    name: `GET /services/${practice} (practice page)`,
    status: 200,
    sitePolicy: true,
    send: (https) => https.get(`/services/${practice}`),
  },
  { name: "HEAD / (page, no body)", status: 200, sitePolicy: true, send: (https) => https.head("/") },
  {
    name: "GET /no-such-page (site 404)",
    status: 404,
    sitePolicy: true,
    send: (https) => https.get("/no-such-page"),
  },
  {
    name: "GET /es/no-such-page (site 404)",
    status: 404,
    sitePolicy: true,
    send: (https) => https.get("/es/no-such-page"),
  },
  {
    name: "GET /ops/sign-in (intake console page)",
    status: 200,
    sitePolicy: true,
    send: (https) => https.get("/ops/sign-in"),
  },
  {
    name: "GET /ops (console, signed out: redirect)",
    status: 302,
    send: (https) => https.get("/ops", { maxRedirects: 0 }),
  },
  { name: "GET /robots.txt (resource route)", status: 200, send: (https) => https.get("/robots.txt") },
  {
    name: "GET /assets/<hashed>.js (static file)",
    status: 200,
    send: async (https) => https.get(await hashedAsset(https)),
  },
  { name: "GET /favicon.svg (static file)", status: 200, send: (https) => https.get("/favicon.svg") },
  {
    name: "POST /favicon.svg (nginx 405)",
    status: 405,
    send: (https) => https.post("/favicon.svg", { data: "x" }),
  },
  { name: "GET /healthz (nginx)", status: 200, send: (https) => https.get("/healthz") },
  { name: "GET /api/health (API)", status: 200, send: (https) => https.get("/api/health") },
  { name: "GET /api/nowhere (API 404)", status: 404, send: (https) => https.get("/api/nowhere") },
  {
    name: "POST /api/contact {} (API 400)",
    status: 400,
    send: (https) => https.post("/api/contact", { headers: { origin }, data: {} }),
  },
  {
    name: "POST /api/contact over 64k (nginx 413)",
    status: 413,
    send: (https) =>
      https.post("/api/contact", {
        headers: { origin, "content-type": "application/json" },
        data: JSON.stringify({ message: overNginxLimit }),
      }),
  },
  {
    name: "GET http://…/about (redirect to HTTPS)",
    status: 308,
    plain: true,
    send: (_https, plain) => plain.get(`http://127.0.0.1:${httpPort}/about`, { maxRedirects: 0 }),
  },
  {
    name: "GET http://…/healthz (plain-HTTP health)",
    status: 200,
    plain: true,
    send: (_https, plain) => plain.get(`http://127.0.0.1:${httpPort}/healthz`),
  },
];

/** A hashed script or stylesheet the home page links to. */
async function hashedAsset(https: APIRequestContext): Promise<string> {
  const html = await (await https.get("/")).text();
  const path = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(path, "the home page links a hashed asset").toBeTruthy();
  return path ?? "";
}

/** The directive that governs scripts: script-src, else default-src (CSP3 §6.8.1 fallback). */
function scriptPolicy(csp: string): string | undefined {
  const directives = new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name.toLowerCase(), values.join(" ")] as const),
  );
  return directives.get("script-src") ?? directives.get("default-src");
}

function expectSecurityHeaders(answer: APIResponse, sample: Sample): void {
  const headers = answer.headers();
  const counts = new Map<string, number>();
  for (const { name } of answer.headersArray()) {
    counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  }
  const once = ["strict-transport-security", "x-content-type-options", "referrer-policy"];
  for (const name of [...once, "content-security-policy", "x-frame-options"]) {
    expect(counts.get(name) ?? 0, `${name} sent at most once`).toBeLessThanOrEqual(1);
  }

  if (sample.plain) {
    expect(headers["strict-transport-security"], "no HSTS over plain HTTP").toBeUndefined();
  } else {
    const maxAge = Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1] ?? 0);
    expect(maxAge, "HSTS max-age of a year or more").toBeGreaterThanOrEqual(31_536_000);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"], "a Referrer-Policy").toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );

  const csp = headers["content-security-policy"] ?? "";
  const framing =
    /frame-ancestors ('none'|'self')/.test(csp) ||
    /^(DENY|SAMEORIGIN)$/i.test(headers["x-frame-options"] ?? "");
  expect(framing, `frame-ancestors or X-Frame-Options (CSP: ${csp})`).toBe(true);
  if ((headers["content-type"] ?? "").startsWith("text/html")) {
    expect(csp, "HTML carries a Content-Security-Policy").not.toBe("");
  }
  if (sample.sitePolicy) {
    expect(scriptPolicy(csp), "the site's policy: its inline scripts by hash").toMatch(
      /^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/,
    );
  }
  if (csp) {
    const scripts = scriptPolicy(csp);
    expect(scripts, `a script-src or default-src (CSP: ${csp})`).toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
  }

  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers.server ?? "", "Server names no version").not.toMatch(/\d/);
}

for (const sample of samples) {
  test(`headers: ${sample.name}`, async ({ request: https }) => {
    const plain = await request.newContext();
    try {
      const answer = await sample.send(https, plain);
      expect(answer.status()).toBe(sample.status);
      expectSecurityHeaders(answer, sample);
    } finally {
      await plain.dispose();
    }
  });
}

test("the intake console is never indexed nor kept by a shared cache, through nginx too", async ({
  request: https,
}) => {
  for (const path of ["/ops/sign-in", "/ops"]) {
    const answer = await https.get(path, { maxRedirects: 0 });
    expect(answer.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(answer.headers()["cache-control"], path).toBe("private, no-store");
  }
  expect(await (await https.get("/robots.txt")).text()).toContain("Disallow: /ops");
});
