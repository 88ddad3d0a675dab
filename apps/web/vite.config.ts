import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

/** In development the site reaches the API under /api, as it does behind the production proxy. */
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
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
});
