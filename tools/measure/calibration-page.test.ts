import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCalibrationPage, withoutScripts } from "./calibration-page.ts";

const page = `<!doctype html><html><head>
<link rel="stylesheet" href="/assets/site.css"><link rel="modulepreload" href="/assets/framework.js" fetchpriority="low">
<script nonce="n">document.documentElement.dataset.textSize = localStorage.textSize;</script>
</head><body><h1>Motorcycle injuries</h1><img src="/media/hero.avif" alt="">
<script type="module" src="/assets/entry.client.js"></script><script type="application/json">{"a":1}</script>
</body></html>`;

describe("withoutScripts", () => {
  it("keeps the page's markup, stylesheets and images and drops every script and module preload", () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script|modulepreload/i);
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(stripped).toContain("<h1>Motorcycle injuries</h1>");
    expect(stripped).toContain('<img src="/media/hero.avif" alt="">');
  });
});

describe("startCalibrationPage", () => {
  const site = createServer((request, response) => {
    if (request.url === "/services/motorcycle-injuries") response.end(page);
    else if (request.url === "/assets/site.css")
      response.writeHead(200, { "content-type": "text/css" }).end("h1{}");
    else response.writeHead(404).end();
  });
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  it("serves the script-free copy and passes everything else through to the site", async () => {
    const calibration = await startCalibrationPage(origin, "/services/motorcycle-injuries");
    try {
      const copy = await fetch(calibration.url, { headers: { "accept-encoding": "br" } });
      expect(copy.headers.get("content-encoding")).toBe("br");
      const html = await copy.text();
      expect(html).toContain("<h1>Motorcycle injuries</h1>");
      expect(html).not.toContain("<script");
      const stylesheet = await fetch(new URL("/assets/site.css", calibration.url));
      expect(stylesheet.headers.get("content-type")).toBe("text/css");
      expect(await stylesheet.text()).toBe("h1{}");
      expect((await fetch(new URL("/missing", calibration.url))).status).toBe(404);
    } finally {
      await calibration.stop();
    }
  });

  it("fails when the sample page does not answer", async () => {
    await expect(startCalibrationPage(origin, "/nowhere")).rejects.toThrow("/nowhere answered 404");
  });
});
