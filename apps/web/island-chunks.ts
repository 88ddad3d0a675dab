/**
 * How the browser's code is split (decision 0043). The browser loads React, the island entry
 * and the islands of the page, never the route modules React Router also builds for it; so chunks
 * follow the islands alone: a module goes with the islands whose code imports it.
 * - Code of the frame's islands (header, floating controls) is on every page, so anything they
 *   import joins them in one "site" chunk.
 * - Code that several other islands import (the forms' fields) gets a chunk per set of islands.
 * - Code that one island alone imports joins that island.
 * A group takes its modules' imports along, so wider sets are grouped first: the modules of a
 * narrower set never pull shared code into their chunk. Code loaded on demand (dialogs,
 * notifications) and the route modules keep rolldown's own splitting.
 */
type ModuleInfo = { importers: readonly string[] };
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null };
type Group = {
  name: (moduleId: string, ctx: ChunkingContext) => string | null;
  priority: number;
};

const islandModule = /([^\\/]+)\.island\.tsx$/;
const frameIslands = new Set(["site-header", "site-controls"]);
/**
 * The console's islands (app/features/ops/, only on its sign-in and passkeys pages) are left out of
 * the sets: the public site's chunks stay as they are, and their own code keeps rolldown's splitting.
 */
const consoleIsland = /[\\/]features[\\/]ops[\\/][^\\/]+\.island\.tsx$/;
/** More islands than the site will have; sets this wide or wider share one priority. */
const widestSet = 12;

export function islandChunkGroups(basePriority: number): Group[] {
  const reach = new Map<string, readonly string[]>();

  /** The islands whose static imports lead to this module. */
  function reaching(moduleId: string, ctx: ChunkingContext, visiting: Set<string>): Set<string> {
    const island = islandModule.exec(moduleId)?.[1];
    if (island) return new Set(consoleIsland.test(moduleId) ? [] : [island]);
    const found = new Set<string>(reach.get(moduleId));
    if (reach.has(moduleId) || visiting.has(moduleId)) return found;
    visiting.add(moduleId);
    for (const importer of ctx.getModuleInfo(moduleId)?.importers ?? []) {
      for (const name of reaching(importer, ctx, visiting)) found.add(name);
    }
    visiting.delete(moduleId);
    if (visiting.size === 0) reach.set(moduleId, [...found].sort());
    return found;
  }

  const islandsOf = (moduleId: string, ctx: ChunkingContext) =>
    reach.get(moduleId) ?? [...reaching(moduleId, ctx, new Set())].sort();

  const frame: Group = {
    name: (moduleId, ctx) =>
      islandsOf(moduleId, ctx).some((name) => frameIslands.has(name)) ? "site" : null,
    priority: basePriority + widestSet + 1,
  };
  const bySetSize = Array.from({ length: widestSet }, (_, index): Group => {
    const size = index + 1;
    return {
      name: (moduleId, ctx) => {
        const islands = islandsOf(moduleId, ctx);
        const fits = size === widestSet ? islands.length >= size : islands.length === size;
        return fits ? islands.join("+") : null;
      },
      priority: basePriority + size,
    };
  });
  return [frame, ...bySetSize];
}
