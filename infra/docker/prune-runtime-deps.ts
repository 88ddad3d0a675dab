import { readdir, realpath, rm, unlink } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";

/**
 * Keeps in `<root>/node_modules/.pnpm` only the packages that the given projects reach through
 * their dependency links, after cutting the links named by --drop.
 *
 * Why: pnpm links an optional peer that the lockfile resolved to a dev dependency even in a
 * `--prod` install (and in `pnpm deploy --prod`): `@prisma/client` lists the `prisma` CLI as an
 * optional peer, so the API's production install carried the CLI and its tree (about 210 MB of
 * 334 MB). The runtime never loads it. Used by infra/docker/api.Dockerfile; see
 * docs/decisions/0045-container-images.md.
 *
 *   node prune-runtime-deps.ts --root /repo --project apps/api --drop prisma
 */
export type PruneResult = { kept: number; removed: string[] };

const pnpmEntry = /^(.*\/node_modules\/\.pnpm\/[^/]+)\/node_modules\//;

/** The links in one node_modules folder, as [package name, path] (scoped names included). */
async function links(folder: string): Promise<[string, string][]> {
  const entries = await readdir(folder).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.startsWith("."))
      .map(async (entry): Promise<[string, string][]> => {
        if (!entry.startsWith("@")) return [[entry, join(folder, entry)]];
        const scoped = await readdir(join(folder, entry));
        return scoped.map((name) => [`${entry}/${name}`, join(folder, entry, name)]);
      }),
  );
  return nested.flat();
}

export async function pruneRuntimeDeps(
  root: string,
  projects: string[],
  drop: string[],
): Promise<PruneResult> {
  const store = join(await realpath(root), "node_modules", ".pnpm");
  const reached = new Set<string>();
  const visit = async (folder: string): Promise<void> => {
    for (const [name, path] of await links(folder)) {
      if (drop.includes(name)) {
        await unlink(path);
        continue;
      }
      const entry = pnpmEntry.exec(await realpath(path).catch(() => ""))?.[1];
      if (!entry?.startsWith(store) || reached.has(entry)) continue;
      reached.add(entry);
      await visit(join(entry, "node_modules"));
    }
  };
  for (const project of projects) await visit(join(root, project, "node_modules"));
  // `.pnpm/node_modules` (pnpm's hoisted links) stays: its links to removed packages simply dangle.
  const removed = (await readdir(store, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules")
    .map((entry) => entry.name)
    .filter((entry) => !reached.has(join(store, entry)));
  await Promise.all(removed.map((entry) => rm(join(store, entry), { recursive: true })));
  return { kept: reached.size, removed };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      root: { type: "string", default: "." },
      project: { type: "string", multiple: true, default: [] },
      drop: { type: "string", multiple: true, default: [] },
    },
  });
  const { kept, removed } = await pruneRuntimeDeps(values.root, values.project, values.drop);
  console.log(`runtime dependencies: kept ${kept} packages, removed ${removed.length}`);
}
