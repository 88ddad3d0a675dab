import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandData, type IslandDefinition, type IslandProps, IslandRoot } from "./island.tsx";
import { type IslandState, isIslandStart, whenIslandWanted } from "./island-start.ts";
import { keepEnteredValues } from "./keep-entered-values.ts";

export type IslandModule = { default: IslandDefinition<IslandProps> };

type LoadIsland = (name: string) => Promise<IslandModule> | undefined;

/** The island named `name` is the default export of the module `…/<name>.island.tsx`. */
export function islandName(modulePath: string): string {
  return modulePath.slice(modulePath.lastIndexOf("/") + 1, -".island.tsx".length);
}

/** Loads islands by name from the island modules found by `import.meta.glob`. */
export function islandLoader(modules: Record<string, () => Promise<IslandModule>>): LoadIsland {
  const byName = new Map(Object.entries(modules).map(([path, load]) => [islandName(path), load]));
  return (name) => byName.get(name)?.();
}

const setState = (host: HTMLElement, state: IslandState) => {
  host.dataset.islandState = state;
};

/**
 * Hydrates every island of the page, each as its own React root over its
 * server-rendered HTML with the id prefix the server rendered it with, once its module has loaded
 * and its start has come (at once, or when the visitor reaches for it or scrolls near).
 * Each host's `data-island-state` says how far it is; once every island that starts at load has
 * hydrated, <html data-hydrated="true"> says so (tests wait for it).
 */
export function hydrateIslands(load: LoadIsland): void {
  const hosts = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  let pending = hosts.filter((host) => startOf(host) === "load").length;
  const loadIslandHydrated = () => {
    pending -= 1;
    if (pending <= 0) document.documentElement.dataset.hydrated = "true";
  };
  if (pending === 0) loadIslandHydrated();
  for (const host of hosts) {
    const loading = load(host.dataset.island ?? "");
    if (!loading) {
      console.error(`No island module is named "${host.dataset.island}".`);
      continue;
    }
    const start = startOf(host);
    const hydrated = () => {
      keepEnteredValues(host);
      setState(host, "hydrated");
      if (start === "load") loadIslandHydrated();
    };
    // The module loads at once, so that the visitor's first event can hydrate the island there and then.
    let island: IslandModule["default"] | undefined;
    let wanted = false;
    let started = false;
    const hydrate = () => {
      if (!island || !wanted || started) return;
      started = true;
      const data = JSON.parse(host.dataset.islandData ?? "null") as IslandData<IslandProps>;
      const { component } = island;
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for a whole island; a click or key on the island makes React finish it at once.
      startTransition(() => {
        hydrateRoot(host, <IslandRoot component={component} data={data} onHydrated={hydrated} />, {
          identifierPrefix: host.dataset.islandId,
        });
      });
    };
    setState(host, "waiting");
    whenIslandWanted(host, start, () => {
      wanted = true;
      setState(host, "hydrating");
      hydrate();
    });
    void loading.then((module) => {
      island = module.default;
      hydrate();
    });
  }
}

function startOf(host: HTMLElement) {
  const start = host.dataset.islandStart;
  return isIslandStart(start) ? start : "load";
}
