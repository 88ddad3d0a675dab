import type { FastifyInstance } from "fastify";

/**
 * Runs `task` once the app is ready and again `everyMs` after each run ends (never two at once),
 * until the app closes; a failed run goes to `failed` and the next one comes as usual. The watches
 * of the reply promise, the backups and the standby run this way, each on every replica.
 */
export function runEvery(
  fastify: FastifyInstance,
  everyMs: number,
  task: () => Promise<unknown>,
  failed: (error: unknown) => void,
): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const tick = () => {
    task()
      .catch(failed)
      .finally(() => {
        if (!closed) timer = setTimeout(tick, everyMs).unref();
      });
  };
  fastify.addHook("onReady", async () => tick());
  fastify.addHook("preClose", async () => {
    closed = true;
    clearTimeout(timer);
  });
}
