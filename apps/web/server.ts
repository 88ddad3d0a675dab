import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import type { ServerBuild } from "react-router";
import { publicOrigin, publicOriginProblem } from "./app/lib/public-origin.ts";
import { siteMetrics } from "./metrics.ts";
import { prerenderedPages, staticFiles } from "./static-files.ts";

/**
 * The site's production server: hashed assets with long-lived caching, the pages the build wrote as
 * files, the pages rendered for each request (the console, the result pages of a form sent without
 * JavaScript, and not-found), and — when API_ORIGIN is set (local start, tests) — /api passed
 * through to the API, as the reverse proxy does in production (infra/proxy, which serves the files
 * itself). Start it with NODE_ENV=production (package.json "start"): the variable must be set
 * before React loads.
 */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const apiOrigin = process.env.API_ORIGIN;
/** Behind the reverse proxy: whose X-Forwarded-Proto/-For to believe (e.g. "loopback", an address list). */
const trustProxy = process.env.TRUST_PROXY;
/** The internal listener for Prometheus (GET /metrics); unset: none. Never behind the public proxy. */
const metricsPort = process.env.METRICS_PORT;
const metricsHost = process.env.METRICS_HOST ?? "127.0.0.1";

// Every address the site writes comes from its configured origin, never from a request's Host header.
const originProblem = publicOriginProblem();
if (originProblem) {
  console.error(`[web] ${originProblem}`);
  process.exit(1);
}

const build = (await import(new URL("./build/server/index.js", import.meta.url).href)) as ServerBuild;
/** What entry.server.tsx exports for the files of the build: their headers, as nginx sends them. */
const pageFiles = build.entry.module as unknown as {
  pageHeaders: (entry: ServerBuild["assets"]["entry"], secureOrigin: boolean) => Record<string, string>;
  pageCacheControl: string;
};
const secureOrigin = publicOrigin().startsWith("https:");
const app = express();
app.disable("x-powered-by");
if (trustProxy) app.set("trust proxy", trustProxy);
const metrics = metricsPort ? siteMetrics(build.routes) : undefined;
const metricsServer = metrics ? await metrics.listen(metricsHost, Number(metricsPort)) : undefined;
if (metrics) app.use(metrics.middleware);

if (apiOrigin) {
  app.use(createProxyMiddleware({ target: apiOrigin, pathFilter: "/api", changeOrigin: false, xfwd: true }));
}
// Pages are compressed as they stream; static files have .br/.gz copies written by the build at the
// highest levels (scripts/precompress.ts), which beat on-the-fly brotli by ~15 % on the framework chunk.
app.use(compression());
app.use("/assets", staticFiles("build/client/assets", { immutable: true, maxAge: "1y" }));
// A hashed asset that is not there is a plain 404, not a page rendered for it.
app.use("/assets", (_req, res) => res.sendStatus(404));
app.use(
  prerenderedPages("build/client", build.prerender, {
    ...pageFiles.pageHeaders(build.assets.entry, secureOrigin),
    "Cache-Control": pageFiles.pageCacheControl,
  }),
);
app.use(staticFiles("build/client", { maxAge: "1h" }));
// The console's server calls the API on the visitor's behalf (app/features/ops/api.server.ts): it
// passes on the visitor's address as resolved here (trust proxy), never one a client made up.
app.use((req, _res, next) => {
  req.headers["x-forwarded-for"] = req.ip ?? "";
  next();
});
app.all("/{*path}", createRequestHandler({ build }));

const server = app.listen(port, host, () => console.log(`[web] http://${host}:${port}`));
if (metricsServer) console.log(`[web] metrics on http://${metricsHost}:${metricsServer.port}/metrics`);
// Once the last connection has closed, exit: React Router's stream deadline (entry.server's
// streamTimeout, 5 s) is a timer that would otherwise keep a stopped server alive that long.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    metricsServer?.server.close();
    server.close(() => process.exit(0));
  });
}
