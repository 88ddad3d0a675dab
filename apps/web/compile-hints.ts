import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 on): a file that opens with this comment has every function
 * compiled while it streams in, on a background thread, instead of each one on the main thread the
 * first time it is called.
 */
export const compileHint = "//# allFunctionsCalledOnLoad\n";

/**
 * Opens the named client chunks with V8's compile hint (decision 0043): chunks whose functions the
 * page mostly calls as it hydrates. It is added once the chunk is final, after the minifier (which
 * drops comments) and Vite's preload helper (written above the code of chunks that import others on
 * demand), since it counts only as a file's first line; the chunk's hash takes it in beforehand, so
 * the file's name changes with it.
 */
export function compileEagerly(chunkNames: readonly string[]): Plugin {
  return {
    name: "compile-eagerly",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    augmentChunkHash: (chunk) => (chunkNames.includes(chunk.name) ? compileHint : undefined),
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const hinted = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !chunkNames.includes(output.name)) continue;
          output.code = compileHint + output.code;
          // A source map's mappings start one line later.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          hinted.add(output.name);
        }
        // A renamed chunk would otherwise lose its hint without a word.
        const missing = chunkNames.filter((name) => !hinted.has(name));
        if (missing.length > 0) this.error(`compile-eagerly: no chunk named ${missing.join(", ")}`);
      },
    },
  };
}
