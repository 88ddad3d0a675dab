import { mkdir, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterEach, expect, it } from "vitest";
import { pruneRuntimeDeps } from "./prune-runtime-deps.ts";

let root = "";
afterEach(() => rm(root, { recursive: true, force: true }));

/** A pnpm layout: node_modules/.pnpm/<entry>/node_modules/<name>, linked by relative symlinks. */
async function layout(links: Record<string, string[]>, projects: Record<string, string[]>) {
  root = await mkdtemp(join(tmpdir(), "prune-"));
  const store = join(root, "node_modules/.pnpm");
  const packageDir = (entry: string) => join(store, entry, "node_modules", entry.split("@")[0] ?? entry);
  const link = async (target: string, path: string) => {
    await mkdir(dirname(path), { recursive: true });
    await symlink(relative(dirname(path), target), path);
  };
  for (const [entry, dependencies] of Object.entries(links)) {
    await mkdir(packageDir(entry), { recursive: true });
    for (const dependency of dependencies) {
      await link(packageDir(dependency), join(store, entry, "node_modules", dependency.split("@")[0] ?? ""));
    }
  }
  for (const [project, dependencies] of Object.entries(projects)) {
    for (const dependency of dependencies) {
      await link(packageDir(dependency), join(root, project, "node_modules", dependency.split("@")[0] ?? ""));
    }
  }
  await mkdir(join(store, "node_modules"), { recursive: true });
  return store;
}

it("keeps what the projects reach, cuts the dropped links and removes what only they reached", async () => {
  const store = await layout(
    {
      "client@1": ["prisma@1", "shared@1"],
      "prisma@1": ["studio@1", "shared@1"],
      "studio@1": [],
      "shared@1": [],
      "fastify@1": ["shared@1"],
      "orphan@1": [],
    },
    { "apps/api": ["client@1", "fastify@1"] },
  );
  const result = await pruneRuntimeDeps(root, ["apps/api"], ["prisma"]);
  expect(result.removed.sort()).toEqual(["orphan@1", "prisma@1", "studio@1"]);
  expect(result.kept).toBe(3);
  expect((await readdir(store)).sort()).toEqual(["client@1", "fastify@1", "node_modules", "shared@1"]);
  expect((await readdir(join(store, "client@1/node_modules"))).sort()).toEqual(["client", "shared"]);
});

it("removes nothing a project reaches when no link is dropped", async () => {
  await layout({ "client@1": ["prisma@1"], "prisma@1": [] }, { "apps/api": ["client@1"] });
  const result = await pruneRuntimeDeps(root, ["apps/api"], []);
  expect(result).toEqual({ kept: 2, removed: [] });
});
