import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, isPortClash, onFreePort, waitForPort } from "./ports.ts";
import { startSmtp } from "./smtp.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Binds a port the way a child process would: an error when another process holds it. */
function bind(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      servers.push(server);
      resolve(server);
    });
  });
}

describe("onFreePort", () => {
  it("starts again on another port when the first was taken before the start bound it", async () => {
    const tried: number[] = [];
    const server = await onFreePort(async (port) => {
      tried.push(port);
      // The first port is taken between the choice and the bind, as a test beside this one can do.
      if (tried.length === 1) await bind(port);
      return bind(port);
    });
    expect(tried).toHaveLength(2);
    const address = server.address();
    expect(typeof address === "object" && address?.port).toBe(tried[1]);
  });

  it("throws any other failure at once, with its own message", async () => {
    let starts = 0;
    const failure = await onFreePort(async () => {
      starts += 1;
      throw new Error("nginx: [emerg] unknown directive");
    }).catch((error: unknown) => error);
    expect(starts).toBe(1);
    expect(String(failure)).toContain("unknown directive");
  });

  it("gives up after the attempts it was given, with the last clash", async () => {
    let starts = 0;
    const failure = await onFreePort(async () => {
      starts += 1;
      throw new Error("bind() to 127.0.0.1:1 failed (98: Address already in use)");
    }, 3).catch((error: unknown) => error);
    expect(starts).toBe(3);
    expect(isPortClash(failure)).toBe(true);
  });
});

it("tells a port clash from other failures, in the wording of Node, nginx and PostgreSQL", () => {
  expect(isPortClash(Object.assign(new Error("listen EADDRINUSE: address already in use"), {}))).toBe(true);
  expect(isPortClash(new Error('could not bind IPv4 address "127.0.0.1": Address already in use'))).toBe(
    true,
  );
  expect(isPortClash(new Error("could not create any TCP/IP sockets"))).toBe(true);
  expect(isPortClash(new Error("permission denied"))).toBe(false);
});

it("waits for a listener and gives up on a closed port", async () => {
  const server = await bind(0);
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  await expect(waitForPort(address.port)).resolves.toBeUndefined();
  await expect(waitForPort(await freePort(), 200)).rejects.toThrow("nothing listens on port");
});

it("an SMTP server binds a port of its own, reads it back and binds it again after a stop", async () => {
  const smtp = await startSmtp();
  try {
    expect(smtp.port).toBeGreaterThan(0);
    expect(smtp.url).toBe(`smtp://127.0.0.1:${smtp.port}`);
    await waitForPort(smtp.port);
    await smtp.stop();
    await smtp.start();
    await waitForPort(smtp.port);
  } finally {
    await smtp.stop();
  }
});
