import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { islandChunkGroups } from "./island-chunks.ts";

/** In development the site reaches the API under /api, as it does behind the production proxy. */
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** Client chunks: React and React DOM in one long-cached chunk, the rest by island (island-chunks.ts). */
const clientChunks = () => ({
  groups: [
    { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 100 },
    ...islandChunkGroups(0),
  ],
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        // One stylesheet for the whole site (about 7 KB compressed), cached across pages, rather than
        // a dozen small render-blocking ones per page (decision 0043).
        cssCodeSplit: false,
        rolldownOptions: { output: { codeSplitting: clientChunks() } },
      },
  optimizeDeps: {
    // Known up front so the first development page load is not interrupted by a re-optimisation.
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "@firm/ui > @vanilla-extract/recipes/createRuntimeFn",
      "get-nonce",
    ],
  },
  server: { proxy: { "/api": { target: apiOrigin, changeOrigin: false } } },
}));
