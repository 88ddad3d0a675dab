import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";
import { compileEagerly } from "./compile-hints.ts";
import { dataFolderGuard } from "./data-folders.ts";
import { developmentCacheDir, developmentServer, visitorAddress } from "./dev-server.ts";
import { islandChunkGroups } from "./island-chunks.ts";

const consolePageStub = "\0console-page-stub";

/**
 * The console's pages (/ops, decision 0071) are rendered by the server only, and the browser hydrates
 * nothing of them; so in the browser build their components (app/features/ops/pages/) are an empty
 * stub. The public site's chunks and its one stylesheet stay as they were: the console adds only its
 * own styles (ops.css.ts), after the public site's.
 */
function consolePagesOnServerOnly(): Plugin {
  return {
    name: "console-pages-on-server-only",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => (/[\\/]features[\\/]ops[\\/]pages[\\/]/.test(source) ? consolePageStub : null),
    load: (id) => (id === consolePageStub ? "export default function ConsolePage() { return null; }" : null),
  };
}

/** Client chunks: React and React DOM in one long-cached chunk, the rest by island (island-chunks.ts). */
const clientChunks = () => ({
  groups: [
    { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 100 },
    ...islandChunkGroups(0),
  ],
});

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      // The scroll lock's rules in a constructed stylesheet instead of a <style> element, which the
      // pages' policy (no nonce, no 'unsafe-inline') would refuse: app/lib/style-singleton.ts.
      "react-style-singleton": fileURLToPath(new URL("./app/lib/style-singleton.ts", import.meta.url)),
    },
  },
  plugins: [
    visitorAddress(),
    dataFolderGuard(),
    consolePagesOnServerOnly(),
    vanillaExtractPlugin(),
    reactRouter(),
    // The chunks every page runs as it hydrates: React, the frame's islands, the entry.
    compileEagerly(["framework", "site", "entry.client"]),
  ],
  build: isSsrBuild
    ? {}
    : {
        // One stylesheet for the whole site (about 7 KB compressed), cached across pages, rather than
        // a dozen small render-blocking ones per page.
        cssCodeSplit: false,
        rolldownOptions: { output: { codeSplitting: clientChunks() } },
      },
  // Each copy of the development server keeps its own pre-bundled dependencies (dev-server.ts).
  cacheDir: developmentCacheDir(),
  optimizeDeps: {
    // Every dependency the browser's modules import, known up front: a dependency found at run time
    // makes Vite re-bundle and reload every open page. The console's schemas
    // (@firm/intake/console/*) and the forms' rules import typebox and typebox/value.
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "react-router",
      "react-router/dom",
      "@firm/ui > @vanilla-extract/recipes/createRuntimeFn",
      "@firm/ui > @radix-ui/react-dialog",
      "@firm/ui > @radix-ui/react-navigation-menu",
      "@firm/ui > @radix-ui/react-slot",
      "@firm/ui > @radix-ui/react-toast",
      "@simplewebauthn/browser",
      "@vanilla-extract/css",
      "@firm/ui > @vanilla-extract/recipes",
      "@firm/intake > typebox",
      "@firm/intake > typebox/value",
    ],
  },
  server: developmentServer(),
}));
