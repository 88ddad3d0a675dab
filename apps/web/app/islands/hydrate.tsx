import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandData, type IslandDefinition, type IslandProps, IslandRoot } from "./island.tsx";

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

/**
 * Hydrates every island of the page (decision 0043), each as its own React root over its
 * server-rendered HTML with the id prefix the server rendered it with, as soon as its module has
 * loaded. Once all have hydrated, <html data-hydrated="true"> says so (tests wait for it).
 */
export function hydrateIslands(load: LoadIsland): void {
  const hosts = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  let pending = hosts.length;
  const hydrated = () => {
    pending -= 1;
    if (pending <= 0) document.documentElement.dataset.hydrated = "true";
  };
  if (pending === 0) hydrated();
  for (const host of hosts) {
    const loading = load(host.dataset.island ?? "");
    if (!loading) {
      console.error(`No island module is named "${host.dataset.island}".`);
      continue;
    }
    void loading.then(({ default: island }) => {
      const data = JSON.parse(host.dataset.islandData ?? "null") as IslandData<IslandProps>;
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for a whole island (a visitor's input is never kept waiting behind it).
      startTransition(() => {
        hydrateRoot(host, <IslandRoot component={island.component} data={data} onHydrated={hydrated} />, {
          identifierPrefix: host.dataset.islandId,
        });
      });
    });
  }
}
