import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ClientEntry } from "../app/lib/inline-scripts.ts";
import { buildOrigin, notFoundFiles, notFoundRoute, serverRenderedRoutes } from "../app/lib/site-paths.ts";
import { missingFiles, policyProblems } from "../static-site-check.ts";

/**
 * The build's last step, after `react-router build` has rendered every public page to a file:
 * 1. renders the not-found page of each language to a file (React Router's prerendering refuses an
 *    answer that is not 200, so it is rendered here through the same request handler, as a 404);
 * 2. drops the routes' `.data` files (for client-side navigation, which the site does not do);
 * 3. fails when a route of the app is neither a file nor rendered by the server on purpose
 *    (`serverRenderedRoutes`), or when a page's inline script is not admitted by the policy;
 * 4. writes the pages' headers for nginx (`build/page-headers.conf`, included by infra/proxy).
 * Usage (package.json "build", after `react-router build`): NODE_ENV=production node scripts/static-site.ts
 */
const buildDir = fileURLToPath(new URL("../build/", import.meta.url));
const clientDir = join(buildDir, "client");
type PageHeaders = (entry: ClientEntry, secureOrigin: boolean) => Record<string, string>;
const build = (await import(join(buildDir, "server/index.js"))) as ServerBuild;
const { pageHeaders, pageCacheControl } = build.entry.module as unknown as {
  pageHeaders: PageHeaders;
  pageCacheControl: string;
};
const origin = buildOrigin();
process.env.PUBLIC_ORIGIN = origin;
const secureOrigin = origin.startsWith("https:");

const handle = createRequestHandler(build, "production");
for (const file of Object.values(notFoundFiles)) {
  const response = await handle(new Request(new URL(file.replace(/\.html$/, ""), origin)));
  if (response.status !== 404) throw new Error(`not-found page: ${file} answered ${response.status}`);
  await mkdir(dirname(join(clientDir, file)), { recursive: true });
  await writeFile(join(clientDir, file), await response.text());
}

async function* filesOf(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else yield path;
  }
}

const files = new Set<string>();
const problems: string[] = [];
const headers = pageHeaders(build.assets.entry, secureOrigin);
const policy = headers["Content-Security-Policy"] ?? "";
for await (const path of filesOf(clientDir)) {
  if (path.endsWith(".data")) {
    await rm(path);
    continue;
  }
  const name = `/${relative(clientDir, path).split(sep).join("/")}`;
  files.add(name);
  if (name.endsWith(".html")) {
    problems.push(
      ...policyProblems(await readFile(path, "utf8"), policy).map((problem) => `${name}: ${problem}`),
    );
  }
}
problems.push(
  ...missingFiles({
    routes: build.routes as Parameters<typeof missingFiles>[0]["routes"],
    files,
    serverRendered: Object.keys(serverRenderedRoutes),
    notFound: { route: notFoundRoute, files: Object.values(notFoundFiles) },
  }).map((missing) => `no file for ${missing}`),
);
if (problems.length > 0) {
  console.error(`static site: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

/** An nginx string in double quotes (the policy has single quotes and no double ones). */
const quoted = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
await writeFile(
  join(buildDir, "page-headers.conf"),
  [
    "# The headers of this build's pages, written by apps/web/scripts/static-site.ts: the policy lists",
    "# the hashes of the build's inline scripts. Included by infra/proxy/site.conf.template (http context).",
    `map $host $page_csp { default ${quoted(policy)}; }`,
    `map $host $page_permissions_policy { default ${quoted(headers["Permissions-Policy"] ?? "")}; }`,
    `map $host $page_cache_control { default ${quoted(pageCacheControl)}; }`,
    "",
  ].join("\n"),
);
console.log(
  `static site: ${files.size} files, not-found pages written, policy admits ${policy.match(/'sha256-/g)?.length ?? 0} inline scripts (${origin})`,
);
