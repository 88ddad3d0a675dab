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
