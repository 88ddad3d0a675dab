import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dismissRelocationNotice, expect, layoutShifts, recordLayoutShift, test } from "./fixtures.ts";

/** Where a page is cut: the byte offset of the second part, or -1 when the page has no such place. */
type Cut = (html: Buffer) => number;

type SplittingProxy = {
  origin: string;
  server: Server;
  /** The HTML pages sent in two parts, and those sent whole because `cut` found no place in them. */
  pages: { cut: string[]; whole: string[] };
};

/**
 * A proxy in front of the site that sends each page in two parts, 400 ms apart, cut where `cut`
 * says, as a slow network may deliver it.
 */
async function startSplittingProxy(upstream: string, cut: Cut): Promise<SplittingProxy> {
  const pages: SplittingProxy["pages"] = { cut: [], whole: [] };
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? "/", upstream), {
      headers: { "accept-encoding": "identity" },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const kept = [...answer.headers].filter(
      ([name]) => !/^(content-length|content-encoding|transfer-encoding|connection)$/.test(name),
    );
    response.writeHead(answer.status, Object.fromEntries(kept));
    const html = answer.headers.get("content-type")?.includes("text/html") ?? false;
    const at = html ? cut(body) : -1;
    if (html) pages[at < 0 ? "whole" : "cut"].push(request.url ?? "/");
    if (at < 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, at));
    setTimeout(() => response.end(body.subarray(at)), 400);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, pages };
}

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

/** Inside the header, after its e-mail link's address. */
const insideHeader: Cut = (html) => {
  const at = html.indexOf("mailto:");
  return at < 0 ? -1 : at + 10;
};

/**
 * Inside the language toggle, the last thing on the page (after its icon, before its code): #main is
 * parsed, so the page may be painted there. Fixed in the bottom-end corner, the toggle moved left as
 * its code arrived (a shift of 0.0005–0.0026 seen on busy machines) until its width stopped depending on it.
 */
const insideLanguageToggle: Cut = (html) => {
  const toggle = html.lastIndexOf("hrefLang=");
  const icon = toggle < 0 ? -1 : html.indexOf("</svg>", toggle);
  return icon < 0 ? -1 : icon + "</svg>".length;
};

for (const [where, cut] of [
  ["its header", insideHeader],
  ["the language toggle", insideLanguageToggle],
] as const) {
  test(`a page that arrives in parts, cut inside ${where}, is painted without a layout shift`, async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("no baseURL");
    await dismissRelocationNotice(page);
    await recordLayoutShift(page);
    const proxy = await startSplittingProxy(baseURL, cut);
    const path = "/es/services/accident-injuries";
    try {
      await page.goto(`${proxy.origin}${path}`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      expect(proxy.pages).toEqual({ cut: [path], whole: [] });
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      proxy.server.close();
    }
  });
}
