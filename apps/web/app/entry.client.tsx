import { keepFocusInsideScrollPadding } from "./features/layout/focus-clearance.ts";
import { keepScrollPaddingBelowStickyBar } from "./features/layout/sticky-header-offset.ts";
import { acceptHotUpdates } from "./islands/hot-reload.ts";
import { hydrateIslands, type IslandModule, islandLoader } from "./islands/hydrate.tsx";

if (import.meta.hot) acceptHotUpdates(import.meta.hot);

/**
 * The browser's only entry (decision 0043): pages arrive complete from the server, and the browser
 * hydrates just their islands, each from its own `<name>.island.tsx` module, when its start comes.
 * The scroll padding under the sticky header is kept from the first frame on, before
 * the header island, which waits for the visitor, hydrates; focus is kept inside that padding.
 */
keepScrollPaddingBelowStickyBar(document);
keepFocusInsideScrollPadding(document);
hydrateIslands(islandLoader(import.meta.glob<IslandModule>("./**/*.island.tsx")));
