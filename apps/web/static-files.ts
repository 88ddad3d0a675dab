import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * Files of the client build, sent as the build's own brotli or gzip copy (scripts/precompress.ts) when
 * the browser accepts it. express-static-gzip lists those copies once, at start-up, and sets
 * Content-Encoding and Content-Type before it looks for the file. If a listed file has gone since (a
 * build replaced under a running server), the request would pass on with both headers set, and the
 * page handler's own Content-Type would make an array of two, which Express refuses with an error
 * (and an encoding header on a body that has none). A request that passes on leaves without them.
 */
type ServeStaticOptions = NonNullable<Parameters<typeof expressStaticGzip>[1]>["serveStatic"];

export function staticFiles(root: string, serveStatic: ServeStaticOptions): RequestHandler {
  const serve = expressStaticGzip(root, { enableBrotli: true, orderPreference: ["br", "gz"], serveStatic });
  return (req, res, next) =>
    serve(req, res, (error?: unknown) => {
      if (!res.headersSent) {
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Type");
      }
      next(error);
    });
}

/**
 * The pages the build wrote as files (React Router's `prerender` list: "/", "/es/about", …), sent as
 * those files, asked for with a trailing slash or without, with the headers every page carries (the
 * policy with the hashes of the build's inline scripts, a short public cache). Another request, or a
 * page whose file has gone, passes on unchanged.
 */
export function prerenderedPages(
  root: string,
  paths: readonly string[],
  headers: Readonly<Record<string, string>>,
): RequestHandler {
  // Resources such as /sitemap.xml are plain files of the build: the static files send them.
  const pages = new Set(paths.filter((path) => !/\.\w+$/.test(path)));
  const serve = staticFiles(root, { cacheControl: false });
  return (req, res, next) => {
    const path = req.path.replace(/(.)\/+$/, "$1");
    if ((req.method !== "GET" && req.method !== "HEAD") || !pages.has(path)) return next();
    const asked = req.url;
    req.url = `${path === "/" ? "" : path}/index.html`;
    res.set(headers);
    serve(req, res, (error?: unknown) => {
      req.url = asked;
      next(error);
    });
  };
}
