import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { compressedLikePages, forward, type Listening, listenLocally, siteAndPort } from "./site-proxy.ts";

/**
 * The client-rendered peer of the home page (apps/web/tests/client-rendered-peer) at
 * `/`, on an origin of its own that passes every other request to the site, so its images, fonts and
 * the calibration page come from the same server as the site's own pages.
 *
 *   pnpm --filter @firm/web build:peer
 *   node tools/measure/client-rendered-peer.ts --site http://127.0.0.1:8790 --port 8794
 *   pnpm measure:web --base http://127.0.0.1:8794 --only /
 */
export const peerDir = new URL("../../apps/web/build-peer/", import.meta.url).pathname;

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
};

type File = { type: string; plain: Buffer; brotli: Buffer };

/** The peer's page and scripts, compressed as the site's are: the page as it streams, scripts at the highest level. */
async function peerFile(dir: string, path: string): Promise<File | undefined> {
  const name = path === "/" ? "index.html" : path.slice(1);
  if (name !== "index.html" && !/^assets\/[\w.-]+\.(js|css)$/.test(name)) return undefined;
  const plain = await readFile(join(dir, name)).catch(() => undefined);
  if (!plain) return undefined;
  const extension = name.slice(name.lastIndexOf("."));
  const brotli =
    extension === ".html"
      ? compressedLikePages(plain)
      : brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return { type: types[extension] ?? "application/octet-stream", plain, brotli };
}

export async function startClientRenderedPeer(
  siteOrigin: string,
  port = 0,
  dir = peerDir,
): Promise<Listening> {
  const files = new Map<string, Promise<File | undefined>>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://peer").pathname;
    if (!files.has(path)) files.set(path, peerFile(dir, path));
    void files.get(path)?.then((file) => {
      if (!file) {
        forward(siteOrigin, request, response);
        return;
      }
      const brotli = /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
      response.writeHead(200, {
        "content-type": file.type,
        "cache-control": path === "/" ? "no-store" : "public, max-age=31536000, immutable",
        vary: "Accept-Encoding",
        ...(brotli ? { "content-encoding": "br" } : {}),
      });
      response.end(brotli ? file.brotli : file.plain);
    });
  });
  return listenLocally(server, port);
}

if (import.meta.main) {
  const { site, port } = siteAndPort("client-rendered-peer.ts");
  await readFile(join(peerDir, "index.html")).catch(() => {
    throw new Error(`no peer build in ${peerDir}: run pnpm --filter @firm/web build:peer first`);
  });
  const peer = await startClientRenderedPeer(site, port);
  console.log(`the client-rendered peer of ${site}/: ${peer.origin}/`);
}
