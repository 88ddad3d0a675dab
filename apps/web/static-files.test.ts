// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { afterEach, beforeEach, expect, test } from "vitest";
import { prerenderedPages, staticFiles } from "./static-files.ts";

let root: string;
let origin: string;
let close: () => Promise<void>;
const errors: unknown[] = [];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "static-files-"));
  await writeFile(join(root, "app.js"), "console.log(1);");
  await writeFile(join(root, "app.js.br"), brotliCompressSync("console.log(1);"));
  await mkdir(join(root, "about"));
  await writeFile(join(root, "about/index.html"), "<p>About</p>");
  const app = express();
  app.use(
    prerenderedPages(root, ["/about", "/gone", "/sitemap.xml"], {
      "Content-Security-Policy": "script-src 'self'",
    }),
  );
  app.use(staticFiles(root, {}));
  // What the page handler does (@react-router/express appends each header of its response).
  app.use((_req, res) => {
    res.status(404).append("Content-Type", "text/html; charset=utf-8").send("<p>Not found</p>");
  });
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    errors.push(error);
    res.sendStatus(500);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterEach(async () => {
  errors.length = 0;
  await close();
  await rm(root, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${origin}${path}`, { headers: { "accept-encoding": "br" } });

test("sends the build's brotli copy with the file's own type", async () => {
  const response = await get("/app.js");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-encoding")).toBe("br");
  expect(response.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
  expect(await response.text()).toBe("console.log(1);");
});

test("a file gone since start-up passes on to the next handler without the encoding it would have had", async () => {
  await rm(join(root, "app.js"));
  await rm(join(root, "app.js.br"));
  const response = await get("/app.js");
  expect(errors).toEqual([]);
  expect(response.status).toBe(404);
  expect(response.headers.get("content-encoding")).toBeNull();
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(await response.text()).toBe("<p>Not found</p>");
});

test("a file never there passes on untouched", async () => {
  const response = await get("/missing.js");
  expect(response.status).toBe(404);
  expect(await response.text()).toBe("<p>Not found</p>");
});

test("a page written by the build is its file, with a trailing slash or without, with the pages' headers", async () => {
  for (const path of ["/about", "/about/"]) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("script-src 'self'");
    expect(response.headers.get("etag")).toBeTruthy();
    expect(await response.text()).toBe("<p>About</p>");
  }
});

test("a listed page whose file is missing, and any other method, pass on at their own address", async () => {
  expect(await (await get("/gone")).text()).toBe("<p>Not found</p>");
  const posted = await fetch(`${origin}/about`, { method: "POST" });
  expect(posted.status).toBe(404);
});
