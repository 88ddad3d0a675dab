import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./low-priority-scripts.server.ts";

const through = (chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityScripts()));

const html =
  '<p>Lesión</p><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/c.css"/>';

const expected =
  '<p>Lesión</p><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/><link rel="stylesheet" href="/c.css"/>';

describe("lowPriorityScripts", () => {
  it("marks every module preload low priority and leaves everything else as it was", async () => {
    expect(await through([html])).toBe(expected);
  });

  it("finds a preload split across chunks at any point, and multi-byte characters split too", async () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it("passes a document without preloads through unchanged, including a trailing '<'", async () => {
    expect(await through(["<p>a < b</p>", "<"])).toBe("<p>a < b</p><");
  });
});
