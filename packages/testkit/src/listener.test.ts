import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { expect, it } from "vitest";
import { listensOn } from "./listener.ts";

it("tells whose socket listens on a port: this process's, not another's", async () => {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30_000)"], { stdio: "ignore" });
  try {
    expect(await listensOn(process.pid, port)).toBe(true);
    expect(await listensOn(other.pid ?? 0, port)).toBe(false);
  } finally {
    other.kill();
    server.close();
  }
});
