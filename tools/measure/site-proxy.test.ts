import { createServer } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedLikePages, forward, listenLocally } from "./site-proxy.ts";

describe("forward", () => {
  it("passes the request to the site and its answer back as sent", async () => {
    const site = await listenLocally(
      createServer((request, response) =>
        response.writeHead(201, { "x-seen": `${request.method} ${request.url}` }).end("made"),
      ),
    );
    const proxy = await listenLocally(
      createServer((request, response) => forward(site.origin, request, response)),
    );
    try {
      const answer = await fetch(`${proxy.origin}/a?b=1`, { method: "POST", body: "x" });
      expect(answer.status).toBe(201);
      expect(answer.headers.get("x-seen")).toBe("POST /a?b=1");
      expect(await answer.text()).toBe("made");
    } finally {
      await proxy.stop();
      await site.stop();
    }
  });

  it("answers 502 when the site cannot be reached", async () => {
    const gone = await listenLocally(createServer());
    await gone.stop();
    const proxy = await listenLocally(
      createServer((request, response) => forward(gone.origin, request, response)),
    );
    try {
      expect((await fetch(`${proxy.origin}/`)).status).toBe(502);
    } finally {
      await proxy.stop();
    }
  });
});

it("compresses a page with brotli", () => {
  expect(brotliDecompressSync(compressedLikePages("<p>page</p>")).toString()).toBe("<p>page</p>");
});
