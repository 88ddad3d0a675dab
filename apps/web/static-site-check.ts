import { scriptHash } from "./app/lib/page-headers.server.ts";

/** A route of React Router's server build (`build.routes`), as far as its address goes. */
export type BuildRoute = {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
};

/** A route pattern with its optional segments ("es?") taken both ways. */
function expand(pattern: string): string[] {
  const segments = pattern.split("/").filter(Boolean);
  let paths = [""];
  for (const segment of segments) {
    const name = segment.replace(/\?$/, "");
    const withIt = paths.map((path) => `${path}/${name}`);
    paths = segment.endsWith("?") ? [...paths, ...withIt] : withIt;
  }
  return paths.map((path) => path || "/");
}

/** Every route that answers an address itself (no other route beneath it), with its patterns. */
export function leafRoutes(routes: Readonly<Record<string, BuildRoute>>): { id: string; paths: string[] }[] {
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  const patternOf = (route: BuildRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    return parent ? `${patternOf(parent)}/${own}` : own;
  };
  return Object.values(routes)
    .filter((route) => !parents.has(route.id))
    .map((route) => ({ id: route.id, paths: expand(patternOf(route)) }));
}

function within(
  routes: Readonly<Record<string, BuildRoute>>,
  id: string,
  ancestors: readonly string[],
): boolean {
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (ancestors.includes(route.id)) return true;
  }
  return false;
}

export type SiteFiles = {
  routes: Readonly<Record<string, BuildRoute>>;
  /** Paths of the files in the client build, from its root ("/about/index.html", "/sitemap.xml"). */
  files: ReadonlySet<string>;
  /** Routes the server renders, each with everything beneath it. */
  serverRendered: readonly string[];
  /** The catch-all route and the files its page is written to. */
  notFound: { route: string; files: readonly string[] };
};

/**
 * What the build left out: each route's addresses must be files (a page's `index.html`, or a resource
 * such as sitemap.xml), unless the server renders the route; the catch-all's page must be written.
 */
export function missingFiles({ routes, files, serverRendered, notFound }: SiteFiles): string[] {
  const missing: string[] = [];
  for (const { id, paths } of leafRoutes(routes)) {
    if (within(routes, id, serverRendered)) continue;
    if (id === notFound.route) {
      for (const file of notFound.files) if (!files.has(file)) missing.push(`${id}: ${file}`);
      continue;
    }
    for (const path of paths) {
      if (/[:*]/.test(path)) missing.push(`${id}: ${path} has parameters; it cannot be a file`);
      else if (!files.has(path === "/" ? "/index.html" : `${path}/index.html`) && !files.has(path)) {
        missing.push(`${id}: ${path}`);
      }
    }
  }
  return missing;
}

/** The inline scripts of an HTML page (not those with `src`, nor data blocks such as JSON-LD). */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (/\bsrc=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes)) continue;
    scripts.push(text);
  }
  return scripts;
}

/** What in a page its policy would refuse: an inline script whose hash it lacks, or a nonce. */
export function policyProblems(html: string, policy: string): string[] {
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  const problems = inlineScriptsOf(html)
    .map(scriptHash)
    .filter((hash) => !scriptSources.includes(hash))
    .map((hash) => `an inline script (${hash}) the policy does not list`);
  if (/\bnonce=/i.test(html)) problems.push("a nonce attribute");
  return problems;
}
