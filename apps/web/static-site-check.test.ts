// @vitest-environment node
import { describe, expect, it } from "vitest";
import { scriptHash } from "./app/lib/page-headers.server.ts";
import { type BuildRoute, leafRoutes, missingFiles, policyProblems } from "./static-site-check.ts";

/** A route table shaped like the site's: a frame, the "es?" segment, pages, a catch-all, a console. */
const routes: Record<string, BuildRoute> = {
  root: { id: "root", path: "" },
  sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml" },
  frame: { id: "frame", parentId: "root" },
  language: { id: "language", parentId: "frame", path: "es?" },
  home: { id: "home", parentId: "language", index: true },
  about: { id: "about", parentId: "language", path: "about" },
  "not-found": { id: "not-found", parentId: "frame", path: "*" },
  console: { id: "console", parentId: "root", path: "ops" },
  record: { id: "record", parentId: "console", path: "records/:id" },
};

const files = new Set([
  "/index.html",
  "/es/index.html",
  "/about/index.html",
  "/es/about/index.html",
  "/sitemap.xml",
  "/404.html",
]);
const site = {
  routes,
  files,
  serverRendered: ["console"],
  notFound: { route: "not-found", files: ["/404.html"] },
};

describe("the build's files against the app's routes", () => {
  it("expands the language segment both ways", () => {
    expect(leafRoutes(routes).find((route) => route.id === "about")?.paths).toEqual(["/about", "/es/about"]);
    expect(leafRoutes(routes).find((route) => route.id === "home")?.paths).toEqual(["/", "/es"]);
  });

  it("finds nothing missing when every page is a file and the console is rendered on purpose", () => {
    expect(missingFiles(site)).toEqual([]);
  });

  it("names a new page that was not rendered to a file, in each language", () => {
    const withNewPage = { ...routes, team: { id: "team", parentId: "language", path: "team" } };
    expect(missingFiles({ ...site, routes: withNewPage })).toEqual(["team: /team", "team: /es/team"]);
  });

  it("names a page with parameters outside the server-rendered routes, and a missing not-found file", () => {
    expect(missingFiles({ ...site, serverRendered: [] })).toContain(
      "record: /ops/records/:id has parameters; it cannot be a file",
    );
    expect(missingFiles({ ...site, notFound: { route: "not-found", files: ["/es/404.html"] } })).toEqual([
      "not-found: /es/404.html",
    ]);
  });
});

describe("a page against its policy", () => {
  const script = "console.log(1)";
  const policy = `default-src 'self'; script-src 'self' ${scriptHash(script)}; style-src 'self'`;

  it("admits inline scripts the policy lists, and ignores external scripts and JSON-LD", () => {
    const html = `<script>${script}</script><script type="module" src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(policyProblems(html, policy)).toEqual([]);
  });

  it("names an inline script the policy lacks, and any nonce", () => {
    const html = `<script>${script}</script><script nonce="abc">alert(2)</script>`;
    expect(policyProblems(html, policy)).toEqual([
      `an inline script (${scriptHash("alert(2)")}) the policy does not list`,
      "a nonce attribute",
    ]);
  });
});
