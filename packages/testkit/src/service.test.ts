import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isPortClash, onFreePort } from "./ports.ts";
import { startService } from "./service.ts";

/** A program that listens on the port it is given, or says why it cannot, as nginx would. */
const listener = [
  "-e",
  `const server = require("node:net").createServer();
   server.on("error", (error) => { console.error("bind failed:", error.message); process.exit(1); });
   server.listen(Number(process.argv[1]), "127.0.0.1");`,
];

let folder: string;
const held: Server[] = [];
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "firm-service-"));
});
afterAll(async () => {
  await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(folder, { recursive: true, force: true });
});

const hold = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      held.push(server);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });

it("a program that cannot bind its port fails the start with its own words, a clash onFreePort retries", async () => {
  const port = await hold();
  const logFile = join(folder, "clash.log");
  const failure = await startService({
    name: "listener",
    command: process.execPath,
    args: [...listener, String(port)],
    logFile,
    port,
  }).catch((error: unknown) => error);
  expect(String(failure)).toContain("listener exited");
  expect(String(failure)).toContain("bind failed: listen EADDRINUSE");
  expect(isPortClash(failure)).toBe(true);
});

it("onFreePort with startService ends with the program listening on a port of its own", async () => {
  const taken = await hold();
  let first = true;
  const service = await onFreePort((port) => {
    const chosen = first ? taken : port;
    first = false;
    return startService({
      name: "listener",
      command: process.execPath,
      args: [...listener, String(chosen)],
      logFile: join(folder, `listener-${chosen}.log`),
      port: chosen,
    });
  });
  expect(await service.stop()).toBe("signal SIGTERM");
});
