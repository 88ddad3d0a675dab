import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startClientRenderedPeer } from "./client-rendered-peer.ts";
import { type Listening, listenLocally } from "./site-proxy.ts";

let dir = "";
let site: Listening;
let peer: Listening;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "peer-"));
  await mkdir(join(dir, "assets"));
  await writeFile(join(dir, "index.html"), '<div id="root"></div><script src="/assets/app-1.js"></script>');
  await writeFile(join(dir, "assets", "app-1.js"), "render();");
  site = await listenLocally(createServer((request, response) => response.end(`site ${request.url}`)));
  peer = await startClientRenderedPeer(site.origin, 0, dir);
});

afterAll(async () => {
  await peer.stop();
  await site.stop();
  await rm(dir, { recursive: true, force: true });
});

it("serves the peer's page at / and its scripts, compressed when the browser accepts it", async () => {
  const page = await fetch(`${peer.origin}/`, { headers: { "accept-encoding": "br" } });
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(page.headers.get("content-encoding")).toBe("br");
  expect(await page.text()).toContain('<div id="root">');
  const script = await fetch(`${peer.origin}/assets/app-1.js`);
  expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
  expect(await script.text()).toBe("render();");
});

it("passes everything else to the site", async () => {
  expect(await (await fetch(`${peer.origin}/media/hero.avif`)).text()).toBe("site /media/hero.avif");
  expect(await (await fetch(`${peer.origin}/assets/site-2.js`)).text()).toBe("site /assets/site-2.js");
  expect(await (await fetch(`${peer.origin}/about`)).text()).toBe("site /about");
});
