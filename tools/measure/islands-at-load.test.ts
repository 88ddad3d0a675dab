import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { islandsAtLoad, startIslandsAtLoad } from "./islands-at-load.ts";

const page = `<div data-island="site-header" data-island-start="interaction"></div>
<div data-island="site-controls" data-island-start="load"></div>
<div data-island="consultation-form" data-island-start="visible"></div>`;

describe("islandsAtLoad", () => {
  it("starts every island at load and changes nothing else", () => {
    expect(islandsAtLoad(page)).toBe(page.replace(/interaction|visible/g, "load"));
  });
});

describe("startIslandsAtLoad", () => {
  const site = createServer((request, response) => {
    if (request.url === "/")
      response
        .writeHead(200, { "content-type": "text/html", "content-encoding": "br" })
        .end(brotliCompressSync(page));
    else response.writeHead(200, { "content-type": "text/css" }).end('[data-island-start="visible"]{}');
  });
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  it("rewrites a compressed HTML page, sends it compressed again, and passes everything else through", async () => {
    const proxy = await startIslandsAtLoad(origin);
    try {
      const html = await fetch(`${proxy.origin}/`, { headers: { "accept-encoding": "br" } });
      expect(html.headers.get("content-encoding")).toBe("br");
      expect(await html.text()).toBe(islandsAtLoad(page));
      const css = await fetch(`${proxy.origin}/site.css`);
      expect(await css.text()).toBe('[data-island-start="visible"]{}');
    } finally {
      await proxy.stop();
    }
  });
});
