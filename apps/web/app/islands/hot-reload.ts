import type { ViteHotContext } from "vite/types/hot.js";

declare global {
  interface Window {
    __reactRouterDataRouter?: { revalidate: () => Promise<void> };
  }
}

/** How long a change may take to reach the browser as a module update before the page reloads. */
const updateGraceMs = 300;

/**
 * Development only. React Router's refresh runtime revalidates its client router before it
 * refreshes the changed components, but these pages hydrate islands, not a router:
 * with nothing to revalidate, an island's component is refreshed in place, its state kept. A change
 * that no island imports (a route, server-rendered copy) sends the browser no module update: the
 * page reloads to show the server's new render.
 */
export function acceptHotUpdates(hot: ViteHotContext): void {
  window.__reactRouterDataRouter ??= { revalidate: () => Promise.resolve() };
  let reload: ReturnType<typeof setTimeout> | undefined;
  hot.on("react-router:hmr", () => {
    clearTimeout(reload);
    reload = setTimeout(() => window.location.reload(), updateGraceMs);
  });
  hot.on("vite:beforeUpdate", () => clearTimeout(reload));
}
