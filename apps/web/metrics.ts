import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { matchRoutes, type RouteObject } from "react-router";

/** The build's route manifest, as much of it as the labels need. */
export type RouteManifest = Record<
  string,
  | { id: string; parentId?: string | undefined; path?: string | undefined; index?: boolean | undefined }
  | undefined
>;

/** The manifest as a tree that React Router's matcher reads. */
function routeTree(manifest: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route?.index
        ? { id: route.id, index: true }
        : { id: route?.id, path: route?.path, children: routeTree(manifest, route?.id) },
    );
}

/**
 * A request's label: the pattern of the page route it matches ("/es?/about", "/ops/records/:id",
 * "/*" for any unknown path), "/assets/*" or "/api/*": never the path itself, which may hold an
 * id or whatever a visitor typed into the address bar.
 */
export function routeLabeller(manifest: RouteManifest): (pathname: string) => string {
  const tree = routeTree(manifest);
  return (pathname) => {
    if (pathname.startsWith("/assets/")) return "/assets/*";
    if (pathname === "/api" || pathname.startsWith("/api/")) return "/api/*";
    const matches = matchRoutes(tree, pathname) ?? [];
    const parts = matches.map((match) => match.route.path).filter((path): path is string => Boolean(path));
    return `/${parts.join("/")}`;
  };
}

/**
 * The site's metrics (the API's names, for the same alert rules): every answer by method, route
 * pattern and status with its time, and Node's process metrics, served on an internal listener of
 * their own (METRICS_PORT) that the public proxy does not reach.
 */
export function siteMetrics(manifest: RouteManifest) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: "http_request_duration_seconds",
    help: "Requests by method, route pattern and status code, and how long each took to answer",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const label = routeLabeller(manifest);
  return {
    registry,
    /** Express middleware, first in line: times every answer until its last byte. */
    middleware(request: IncomingMessage, response: ServerResponse, next: () => void) {
      const started = process.hrtime.bigint();
      const route = label(new URL(request.url ?? "/", "http://site").pathname);
      response.once("finish", () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        http.observe(
          { method: request.method ?? "GET", route, status_code: String(response.statusCode) },
          seconds,
        );
      });
      next();
    },
    /** Serves GET /metrics on host:port (0: any free port); resolves once listening, with the port. */
    async listen(host: string, port: number): Promise<{ server: Server; port: number }> {
      const server = createServer((request, response) => {
        if (request.method !== "GET" || request.url !== "/metrics") {
          response.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, resolve);
      });
      return { server, port: (server.address() as AddressInfo).port };
    },
  };
}
