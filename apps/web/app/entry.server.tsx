import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { type IslandRenderer, IslandRendererContext } from "./islands/island.tsx";
import { type ClientEntry, ClientEntryContext } from "./islands/island-scripts.tsx";
import { pageHeaders } from "./lib/page-headers.server.ts";
import { publicOrigin } from "./lib/public-origin.ts";

export const streamTimeout = 5_000;

// The headers of the build's page files, for server.ts and for the build's last step
// (scripts/static-site.ts), which writes them for nginx.
export { pageHeaders } from "./lib/page-headers.server.ts";
export { pageCacheControl } from "./lib/security-headers.ts";

/**
 * Logs what went wrong on the site's side only: an address nobody serves (a 404 the router or a
 * loader gave) is the visitor's, and logging each one would let anyone fill the error log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};

const production = process.env.NODE_ENV === "production";

const renderIsland: IslandRenderer = (root, identifierPrefix) => renderToString(root, { identifierPrefix });

/**
 * Streams the page as HTML with its islands (decision 0043): no router state is sent to the browser,
 * which hydrates only the islands. The build renders the public pages to files through here; the
 * server renders the rest. In production with the security headers every page of the build shares
 * (its inline scripts admitted by their hashes: no nonce, so a page can be a file).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { entry, hmr } = routerContext.manifest;
  const clientEntry: ClientEntry = { module: entry.module, imports: entry.imports, hmrRuntime: hmr?.runtime };
  if (production) {
    for (const [name, value] of Object.entries(
      pageHeaders(clientEntry, publicOrigin().startsWith("https:")),
    )) {
      responseHeaders.set(name, value);
    }
  }
  // HEAD answers with GET's headers (RFC 9110 §9.3.2), security headers included, and no body.
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The router's state is for hydrating the whole app, which the browser does not do.
  void routerContext.serverHandoffStream?.cancel();
  const context: EntryContext = { ...routerContext, serverHandoffStream: undefined };

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ClientEntryContext value={clientEntry}>
        <IslandRendererContext value={renderIsland}>
          <ServerRouter context={context} url={request.url} />
        </IslandRendererContext>
      </ClientEntryContext>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
