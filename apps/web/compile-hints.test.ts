// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { compileEagerly, compileHint } from "./compile-hints.ts";

let root: string;
let chunks: Rolldown.OutputChunk[];
let unhinted: Rolldown.OutputChunk[];

async function buildFixture(plugins: Plugin[]): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    root,
    logLevel: "silent",
    configFile: false,
    plugins,
    build: {
      write: false,
      sourcemap: true,
      rolldownOptions: {
        input: { entry: join(root, "entry.js") },
        output: { codeSplitting: { groups: [{ name: "library", test: /library\.js$/ }] } },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    "output" in output ? output.output.filter((item) => item.type === "chunk") : [],
  );
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "compile-hints-"));
  await writeFile(
    join(root, "entry.js"),
    'import { render } from "./library.js";\nrender("x");\nimport("./later.js").then((later) => later.run());\n',
  );
  await writeFile(join(root, "library.js"), "export function render(value) { console.log(value); }\n");
  await writeFile(
    join(root, "later.js"),
    'import { render } from "./library.js";\n/* a comment */\nexport function run() { render("later"); }\n',
  );
  chunks = await buildFixture([compileEagerly(["library", "entry"])]);
  unhinted = await buildFixture([]);
}, 60_000);

afterAll(() => rm(root, { recursive: true, force: true }));

const chunkNamed = (name: string, among = chunks) => {
  const chunk = among.find((item) => item.name === name);
  if (!chunk) throw new Error(`no chunk named ${name} in ${chunks.map((item) => item.name).join(", ")}`);
  return chunk;
};

test("the named chunks open with the hint, after minification and the preload helper", () => {
  for (const name of ["library", "entry"]) {
    const chunk = chunkNamed(name);
    expect(chunk.code.startsWith(compileHint)).toBe(true);
    expect(chunk.code.indexOf(compileHint, 1)).toBe(-1);
  }
  // The entry imports others on demand, so Vite's preload helper was written above the hint.
  expect(chunkNamed("entry").code).toContain("__vite__mapDeps");
});

test("a hinted chunk's name changes with the hint, so no cache keeps it under its old name", () => {
  expect(chunkNamed("library").fileName).not.toBe(chunkNamed("library", unhinted).fileName);
  expect(chunkNamed("later").fileName).not.toBe(chunkNamed("later", unhinted).fileName);
});

test("other chunks are left as they were, but for the names of the files they refer to", () => {
  const later = chunkNamed("later").code;
  expect(later).not.toContain("allFunctionsCalledOnLoad");
  const withoutHashes = (code: string) => code.replaceAll(/-[\w-]{8}\.js/g, ".js");
  expect(withoutHashes(later)).toBe(withoutHashes(chunkNamed("later", unhinted).code));
});

test("a hinted chunk's source map starts one line later", () => {
  const mappings = chunkNamed("library").map?.mappings;
  expect(mappings).toBe(`;${chunkNamed("library", unhinted).map?.mappings}`);
});

test("a chunk name that the build does not make fails the build", async () => {
  await expect(buildFixture([compileEagerly(["library", "renamed"])])).rejects.toThrow(
    /no chunk named renamed/,
  );
});
