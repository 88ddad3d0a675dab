import { connect } from "node:net";

export { freePort } from "../../src/dev/free-port.ts";

/**
 * Resolves once something accepts TCP connections on the port (or rejects after `timeoutMs`). Each
 * probe's connection is closed again: an open one keeps an HTTP server from closing on SIGTERM.
 */
export async function waitForPort(port: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const socket = connect(port, "127.0.0.1");
    const open = await new Promise<boolean>((resolve) => {
      socket.once("connect", () => resolve(true)).once("error", () => resolve(false));
      socket.setTimeout(500, () => resolve(false));
    }).finally(() => socket.destroy());
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on port ${port}`);
}
