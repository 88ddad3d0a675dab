import { execFile } from "node:child_process";
import { createServer, type Server } from "node:net";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { pickPort, portIsFree } from "./pick-port.ts";

const held: Server[] = [];

/** Another program's listener on a free port, on `host`. */
async function holdPort(host: string): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen({ port: 0, host }, resolve));
  held.push(server);
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("pickPort", () => {
  it("sees a port held on the loopback address or on every address as busy", async () => {
    expect(await portIsFree(await holdPort("127.0.0.1"))).toBe(false);
    expect(await portIsFree(await holdPort("0.0.0.0"))).toBe(false);
  });

  it("takes the default when it is free, and the next free port with a note when it is not", async () => {
    const busy = await holdPort("0.0.0.0");
    const options = { variable: "WEB_PORT", what: "site" };
    const moved = await pickPort({ ...options, fallback: busy });
    expect(moved).toMatchObject({ note: expect.stringContaining(`port ${busy} is in use: the site takes`) });
    if (!("port" in moved)) throw new Error("a port expected");
    expect(moved.port).toBeGreaterThan(busy);
    expect(await pickPort({ ...options, fallback: moved.port })).toEqual({ port: moved.port });
    const avoided = await pickPort({ ...options, fallback: moved.port, avoid: [moved.port] });
    expect("port" in avoided && avoided.port).toBeGreaterThan(moved.port);
  });

  it("keeps a port the developer chose, and refuses it clearly when it is busy or not a port", async () => {
    const busy = await holdPort("127.0.0.1");
    const options = { variable: "API_PORT", what: "API", fallback: 3001 };
    expect(await pickPort({ ...options, chosen: String(busy) })).toEqual({
      error: `API_PORT=${busy} is in use by another program: stop it, or start with another API_PORT.`,
    });
    expect(await pickPort({ ...options, chosen: "http" })).toEqual({
      error: "API_PORT=http is not a port number (1–65535).",
    });
  });

  it("prints only the port's digits for start.sh, even where colours are forced", async () => {
    const busy = await holdPort("0.0.0.0");
    const script = fileURLToPath(new URL("./pick-port.ts", import.meta.url));
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [script, "WEB_PORT", "site", String(busy)],
      {
        env: { ...process.env, WEB_PORT: "", FORCE_COLOR: "1" },
      },
    );
    expect(stdout).toMatch(/^\d+\n$/);
    expect(Number(stdout)).toBeGreaterThan(busy);
    expect(stderr).toContain(`port ${busy} is in use: the site takes ${Number(stdout)}`);
  });
});

describe("security finding 2: the embedded database's port (start.sh)", () => {
  const script = fileURLToPath(new URL("./pick-port.ts", import.meta.url));
  const run = (env: Record<string, string>, fallback: number) =>
    promisify(execFile)(process.execPath, [script, "DEV_DB_PORT", "database", String(fallback)], {
      env: { ...process.env, ...env },
    });

  it("takes the next free port when DEV_DB_PORT is unset and another copy's database holds the default", async () => {
    const busy = await holdPort("127.0.0.1");
    const { stdout, stderr } = await run({ DEV_DB_PORT: "" }, busy);
    expect(Number(stdout)).toBeGreaterThan(busy);
    expect(stderr).toContain(`port ${busy} is in use: the database takes ${Number(stdout)}`);
  });

  it("stops with a message naming DEV_DB_PORT when the port set is busy", async () => {
    const busy = await holdPort("127.0.0.1");
    const failed = await run({ DEV_DB_PORT: String(busy) }, 54329).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`DEV_DB_PORT=${busy} is in use by another program`);
  });
});
