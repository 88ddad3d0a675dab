import { spawn } from "node:child_process";
import { startSmokeStack } from "./production/smoke-stack.ts";

/**
 * infra's end-to-end tests, one after the other: the README's first command (development stack,
 * playwright.local.config.ts, which starts its copies on free ports itself) and the production
 * stack behind nginx (playwright.config.ts), started here on ports of its own and passed to
 * Playwright, which loads its config again in every worker.
 */
function playwright(config: string, env: Record<string, string> = {}): Promise<number> {
  const child = spawn("playwright", ["test", "-c", config, ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
}

const local = await playwright("playwright.local.config.ts");
const stack = await startSmokeStack();
const production = await playwright("playwright.config.ts", stack.env).finally(() => stack.stop());
process.exit(local || production);
