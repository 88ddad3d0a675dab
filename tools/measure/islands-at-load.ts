import { createServer, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  compressedLikePages,
  forward,
  type Listening,
  listenLocally,
  passThrough,
  siteAndPort,
} from "./site-proxy.ts";

/**
 * The "before" of islands that start late: the same build with every island starting at load.
 * `node tools/measure/islands-at-load.ts --site http://127.0.0.1:8790 --port 8791` serves the site
 * with each HTML page rewritten so, and every other answer passed through as sent; then
 * `pnpm measure:web --base http://127.0.0.1:8791` measures it beside the site itself.
 */
export function islandsAtLoad(html: string): string {
  return html.replace(/data-island-start="(?:interaction|visible)"/g, 'data-island-start="load"');
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** Answers an HTML page rewritten, compressed with brotli (quality 4, as pages are) when the browser accepts it. */
function rewritten(answer: IncomingMessage, body: Buffer, acceptEncoding: string) {
  const page = Buffer.from(islandsAtLoad(decoded(body, answer.headers["content-encoding"]).toString("utf8")));
  const brotli = /\bbr\b/.test(acceptEncoding);
  const sent = brotli ? compressedLikePages(page) : page;
  const {
    "content-length": _length,
    "content-encoding": _encoding,
    "transfer-encoding": _transfer,
    ...rest
  } = answer.headers;
  const headers: OutgoingHttpHeaders = { ...rest, "content-length": sent.length };
  if (brotli) headers["content-encoding"] = "br";
  return { headers, sent };
}

export function startIslandsAtLoad(siteOrigin: string, port = 0): Promise<Listening> {
  const server = createServer((request, response) =>
    forward(siteOrigin, request, response, (answer) => {
      if (!(answer.headers["content-type"] ?? "").includes("text/html")) {
        passThrough(response)(answer);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.once("end", () => {
        const { headers, sent } = rewritten(
          answer,
          Buffer.concat(chunks),
          request.headers["accept-encoding"] ?? "",
        );
        response.writeHead(answer.statusCode ?? 502, headers).end(sent);
      });
    }),
  );
  return listenLocally(server, port);
}

if (import.meta.main) {
  const { site, port } = siteAndPort("islands-at-load.ts");
  const proxy = await startIslandsAtLoad(site, port);
  console.log(`${site} with every island starting at load: ${proxy.origin}`);
}
