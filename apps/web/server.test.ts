// @vitest-environment node
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("the production server", () => {
  it("second probe, finding 7: refuses to start without PUBLIC_ORIGIN, saying so", async () => {
    const { PUBLIC_ORIGIN: _unset, ...environment } = process.env;
    const server = spawn(process.execPath, [fileURLToPath(new URL("server.ts", import.meta.url))], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      // Everything else production needs is there: only the origin is missing.
      env: {
        ...environment,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        FORM_TOKEN_KEYS: "c2Vjb25kLXByb2JlLWZpbmRpbmctNy1mb3JtLXRva2VuLWtleQ",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => {
      // A server that started would never exit: stop it after 20 s, which fails the test.
      const timer = setTimeout(() => server.kill("SIGTERM"), 20_000);
      server.once("exit", (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(output).toContain("PUBLIC_ORIGIN is required in production");
    expect(code).toBe(1);
  }, 30_000);
});
