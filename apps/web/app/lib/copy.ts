import { usePage } from "./page-context.ts";
import type { CopyKey, SiteCopy } from "./site-copy.ts";

type LoaderMatch = { loaderData?: unknown } | undefined;

function loadedCopy(match: LoaderMatch): Partial<SiteCopy> | undefined {
  const data = match?.loaderData;
  if (typeof data !== "object" || data === null || !("copy" in data)) return undefined;
  return data.copy as Partial<SiteCopy>;
}

/** Every dictionary the matched routes' loaders sent, outermost first, merged into one record. */
export function mergedCopy(matches: readonly LoaderMatch[]): Partial<SiteCopy> {
  return Object.assign({}, ...matches.map(loadedCopy));
}

/**
 * One dictionary in the page's language, as a loader of a matched route sent it (or, in an island,
 * as the island declared it). A component whose page or island has no such dictionary is a
 * programming error, reported at once rather than rendered blank.
 */
export function useCopy<K extends CopyKey>(key: K): SiteCopy[K] {
  const copy = usePage().copy[key];
  if (copy === undefined) {
    throw new Error(
      `No "${key}" copy here: name it in the page's loaders, or in defineIsland for an island.`,
    );
  }
  return copy as SiteCopy[K];
}
