// @vitest-environment node
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { seriesValue } from "@firm/testkit/prometheus-text";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteManifest, routeLabeller, siteMetrics } from "./metrics.ts";

/** The shape of the build's manifest (app/routes.ts): the language layout, the console and the catch-alls. */
const manifest: RouteManifest = {
  root: { id: "root", path: "" },
  "routes/site-layout": { id: "routes/site-layout", parentId: "root" },
  "routes/language": { id: "routes/language", parentId: "routes/site-layout", path: "es?" },
  "routes/home": { id: "routes/home", parentId: "routes/language", index: true },
  "routes/about": { id: "routes/about", parentId: "routes/language", path: "about" },
  "routes/not-found": { id: "routes/not-found", parentId: "routes/site-layout", path: "*" },
  "routes/ops/ops-layout": { id: "routes/ops/ops-layout", parentId: "root", path: "ops" },
  "routes/ops/signed-in": { id: "routes/ops/signed-in", parentId: "routes/ops/ops-layout" },
  "routes/ops/record": { id: "routes/ops/record", parentId: "routes/ops/signed-in", path: "records/:id" },
};

describe("the site's route labels", () => {
  const label = routeLabeller(manifest);
  it.each([
    ["/", "/es?"],
    ["/es/about", "/es?/about"],
    ["/about", "/es?/about"],
    ["/ops/records/0d9f2c1e-0000-4000-8000-000000000001", "/ops/records/:id"],
    ["/maria@example.com/José", "/*"],
    ["/assets/root-abc123.js", "/assets/*"],
    ["/api/contact", "/api/*"],
  ])("%s is counted as %s", (path, expected) => {
    expect(label(path)).toBe(expected);
  });
});

describe("the site's metrics listener", () => {
  let site: Server;
  let internal: Server;
  let siteOrigin: string;
  let metricsUrl: string;
  beforeAll(async () => {
    const metrics = siteMetrics(manifest);
    const app = express();
    app.use(metrics.middleware);
    app.get("/es/about", (_request, response) => response.send("<h1>Nosotros</h1>"));
    app.use((_request, response) => response.status(404).send("<h1>Not found</h1>"));
    site = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => site.once("listening", resolve));
    siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const listening = await metrics.listen("127.0.0.1", 0);
    internal = listening.server;
    metricsUrl = `http://127.0.0.1:${listening.port}/metrics`;
  });
  afterAll(() => {
    site.close();
    internal.close();
  });

  it("counts answers by route pattern and status on its own port, and nothing else is served there", async () => {
    await fetch(`${siteOrigin}/es/about`);
    await fetch(`${siteOrigin}/es/about`);
    await fetch(`${siteOrigin}/maria@example.com`);
    const response = await fetch(metricsUrl);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    const count = (labels: Record<string, string>) =>
      seriesValue(text, "http_request_duration_seconds_count", labels);
    expect(count({ method: "GET", route: "/es?/about", status_code: "200" })).toBe(2);
    expect(count({ method: "GET", route: "/*", status_code: "404" })).toBe(1);
    expect(seriesValue(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).not.toContain("maria");
    expect((await fetch(`${siteOrigin}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404);
  });
});
