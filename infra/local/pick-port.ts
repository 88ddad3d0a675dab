import { createServer } from "node:net";
import { pathToFileURL } from "node:url";

/** Whether nothing listens on `port`, on the loopback address or on every address. */
export async function portIsFree(port: number): Promise<boolean> {
  for (const host of ["127.0.0.1", "0.0.0.0"]) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

export type PortChoice = { port: number; note?: string } | { error: string };

/**
 * The port a development server takes. One the developer named (`chosen`) is taken as it is, or
 * refused with a clear message when busy; otherwise the default, or the next free port after it that
 * `avoid` does not hold, with a note saying so.
 */
export async function pickPort(options: {
  variable: string;
  what: string;
  chosen?: string;
  fallback: number;
  avoid?: readonly number[];
}): Promise<PortChoice> {
  const { variable, what, chosen, fallback, avoid = [] } = options;
  if (chosen) {
    const port = Number(chosen);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      return { error: `${variable}=${chosen} is not a port number (1–65535).` };
    }
    if (await portIsFree(port)) return { port };
    return {
      error: `${variable}=${port} is in use by another program: stop it, or start with another ${variable}.`,
    };
  }
  for (let port = fallback; port < fallback + 100 && port <= 65_535; port++) {
    if (avoid.includes(port) || !(await portIsFree(port))) continue;
    return port === fallback
      ? { port }
      : { port, note: `port ${fallback} is in use: the ${what} takes ${port} (set ${variable} to choose).` };
  }
  return { error: `no free port for the ${what} in ${fallback}–${fallback + 99}: set ${variable}.` };
}

/**
 * `node infra/local/pick-port.ts VARIABLE WHAT DEFAULT [AVOID…]` (start.sh): prints the port to use,
 * a note on stderr when it is not the default, or a message and exit status 1.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [variable = "", what = "", fallback = "", ...avoid] = process.argv.slice(2);
  const choice = await pickPort({
    variable,
    what,
    chosen: process.env[variable],
    fallback: Number(fallback),
    avoid: avoid.map(Number),
  });
  if ("error" in choice) {
    console.error(`✖ ${choice.error}`);
    process.exit(1);
  }
  if (choice.note) console.error(`› ${choice.note}`);
  // Written as text: console.log would colour a number where FORCE_COLOR is set (as under a test runner).
  process.stdout.write(`${choice.port}\n`);
}
