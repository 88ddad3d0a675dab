import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

/** In development the site reaches the API under /api, as it does behind the production proxy. */
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * Client chunks (decision 0040): React, React DOM and React Router in one long-cached "framework"
 * chunk, and the code at least four route modules load up front in one "shared" chunk (its CSS in one
 * stylesheet), instead of dozens of tiny chunks that each cost a request and a round trip before the
 * first paint. Code loaded on demand (dialogs, notifications) stays in its own chunks.
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 2,
    },
    { name: "shared", minShareCount: 4, tags: ["$initial" as const], priority: 1 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: { rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } } },
  optimizeDeps: {
    // Known up front so the first development page load is not interrupted by a re-optimisation.
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "@vanilla-extract/recipes/createRuntimeFn",
    ],
  },
  server: { proxy: { "/api": { target: apiOrigin, changeOrigin: false } } },
}));
