import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin } from "vite";

const serverStub = "\0server-module-stub";

/**
 * The routes' loaders run on the server (`*.server.ts`: every dictionary); React
 * Router's build drops them from the browser's code, and so does this: the peer brings its own copy.
 */
function withoutServerModules(): Plugin {
  return {
    name: "without-server-modules",
    enforce: "pre",
    resolveId: (source) => (/\.server\.ts$/.test(source) ? serverStub : null),
    load: (id) => (id === serverStub ? "export const copyLoader = () => () => ({});" : null),
  };
}

/** Builds the client-rendered peer of the home page (home-peer.tsx) into apps/web/build-peer. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [withoutServerModules(), vanillaExtractPlugin()],
  // One stylesheet, in the site's order, as the site ships it.
  build: { outDir: "../../build-peer", emptyOutDir: true, cssCodeSplit: false },
});
