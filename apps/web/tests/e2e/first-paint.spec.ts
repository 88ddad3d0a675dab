import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dismissRelocationNotice, expect, layoutShifts, recordLayoutShift, test } from "./fixtures.ts";

/**
 * A proxy in front of the site that sends each page in two parts, 400 ms apart, cut inside the
 * header (after its e-mail link's address), as a slow network may deliver it.
 */
async function startSplittingProxy(upstream: string): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? "/", upstream), {
      headers: { "accept-encoding": "identity" },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const kept = [...answer.headers].filter(
      ([name]) => !/^(content-length|content-encoding|transfer-encoding|connection)$/.test(name),
    );
    response.writeHead(answer.status, Object.fromEntries(kept));
    const cut = body.indexOf("mailto:");
    if (!answer.headers.get("content-type")?.includes("text/html") || cut < 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, cut + 10));
    setTimeout(() => response.end(body.subarray(cut + 10)), 400);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

test("a page that arrives in parts is first painted with its header whole: no layout shift", async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  await dismissRelocationNotice(page);
  await recordLayoutShift(page);
  const proxy = await startSplittingProxy(baseURL);
  try {
    await page.goto(`${proxy.origin}/es/services/accident-injuries`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await layoutShifts(page)).toEqual([]);
  } finally {
    proxy.server.close();
  }
});
