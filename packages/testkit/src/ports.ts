import { connect, createServer } from "node:net";

/**
 * A TCP port on loopback that was free a moment ago, chosen by the kernel. Only for a port that must
 * stay closed, or for a child that binds it through `onFreePort` (which retries when another process
 * took it in between); a server of this process listens on port 0 and reads its port back instead.
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

/**
 * Whether a failed start says that its port was taken (in the words of Node, nginx, PostgreSQL,
 * Redis, or the start command's own port check).
 */
export function isPortClash(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return /EADDRINUSE|address already in use|could not bind|could not create any TCP\/IP sockets|is in use by another program/i.test(
    text,
  );
}

/**
 * Starts something that must bind a port it is given (a child process: nginx, PostgreSQL, Redis,
 * a server on another machine's terms) on a free port, and starts it again on another free port when
 * the start failed because that port was taken between the choice and the bind, as a test running
 * beside it can do. Any other failure is thrown at once, with the start's own message.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return await start(port);
    } catch (error) {
      if (attempt >= attempts || !isPortClash(error)) throw error;
    }
  }
}

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
