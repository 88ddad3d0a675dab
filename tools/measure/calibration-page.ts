import { createServer } from "node:http";
import { compressedLikePages, forward, listenLocally, requestTo } from "./site-proxy.ts";

/** The calibration page's path on the calibration server. */
export const calibrationPath = "/calibration";

/**
 * One of the site's own pages with every script removed (module scripts, inline scripts, module
 * preloads): the same HTML, stylesheets, images and fonts, and nothing for the main thread to run.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

function pageText(url: URL): Promise<string> {
  return new Promise((resolve, reject) => {
    requestTo(url, {}, (answer) => {
      if (answer.statusCode !== 200) {
        answer.resume();
        reject(new Error(`calibration: ${url.pathname} answered ${answer.statusCode}`));
        return;
      }
      answer.setEncoding("utf8");
      let text = "";
      answer.on("data", (chunk: string) => {
        text += chunk;
      });
      answer.once("end", () => resolve(text));
    })
      .once("error", reject)
      .end();
  });
}

export type CalibrationServer = { url: string; stop: () => Promise<void> };

/**
 * Serves the script-free copy of `samplePath` at /calibration, and passes every other request through
 * to the site, so its stylesheets, images and fonts come from the same origin as the page.
 */
export async function startCalibrationPage(
  siteOrigin: string,
  samplePath: string,
): Promise<CalibrationServer> {
  const page = withoutScripts(await pageText(new URL(samplePath, siteOrigin)));
  if (/<script\b/i.test(page)) throw new Error("calibration: a script survived the stripping");
  const compressedPage = compressedLikePages(page);

  const server = createServer((request, response) => {
    if (request.url === calibrationPath) {
      // Compressed like the site's own pages, so the page weighs what the page it copies weighs.
      const brotli = /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        vary: "Accept-Encoding",
        ...(brotli ? { "content-encoding": "br" } : {}),
      });
      response.end(brotli ? compressedPage : page);
      return;
    }
    forward(siteOrigin, request, response);
  });
  const { origin, stop } = await listenLocally(server);
  return { url: `${origin}${calibrationPath}`, stop };
}
