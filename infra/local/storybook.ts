import { freePort } from "@firm/testkit/ports";
import { type StartedCommand, startCommand } from "./started-command.ts";

export type Storybook = StartedCommand & { origin: string };

/**
 * The README's Storybook command, `pnpm --filter @firm/ui storybook`, on a free port
 * (STORYBOOK_PORT). Resolves when the stories' index answers.
 */
export async function startStorybook(timeoutMs = 240_000): Promise<Storybook> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = await startCommand({
    command: ["pnpm", "--filter", "@firm/ui", "storybook"],
    env: () => ({ STORYBOOK_PORT: String(port) }),
    ready: [`${origin}/index.json`],
    timeoutMs,
  });
  return { ...started, origin };
}
