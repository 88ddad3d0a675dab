import type { Plugin, ServerOptions } from "vite";
import { dataFolders } from "./data-folders.ts";

/** Vite's own defaults for `server.fs.deny`, which setting the option replaces. */
const viteDefaultDeny = [".env", ".env.*", "*.{crt,pem}", "**/.git/**"];

/**
 * The data folders by address (any `.data`, and each folder's real path): neither served through
 * `/@fs/` nor watched (decision 0081). Links into them are refused by where they point
 * (data-folders.ts, `dataFolderGuard`).
 */
const deniedData = (environment: NodeJS.ProcessEnv) => [
  "**/.data/**",
  ...dataFolders(environment).map((folder) => `${folder}/**`),
];

/**
 * Vite's cache of pre-bundled dependencies, one per copy of the development server (keyed by its
 * port, WEB_PORT): two copies started from one checkout would otherwise share one folder, and when
 * one re-bundles (a dependency found at run time) the other's pages load a second React and every
 * island fails with "Invalid hook call". Relative to apps/web.
 */
export function developmentCacheDir(environment: NodeJS.ProcessEnv = process.env): string {
  return `node_modules/.vite/web-${environment.WEB_PORT || 3000}`;
}

/**
 * The development server's file rules: no data folder served or watched, and no cross-origin
 * reads (the site and its modules come from one origin; Vite otherwise answers any localhost page).
 */
export function developmentServer(environment: NodeJS.ProcessEnv = process.env): ServerOptions {
  const apiOrigin = environment.API_ORIGIN ?? `http://127.0.0.1:${environment.API_PORT ?? 3001}`;
  const data = deniedData(environment);
  return {
    // In development the site reaches the API under /api, as it does behind the production proxy.
    proxy: { "/api": { target: apiOrigin, changeOrigin: false } },
    cors: false,
    fs: { deny: [...viteDefaultDeny, ...data] },
    watch: { ignored: data },
  };
}

/**
 * What the production server does behind its proxy (server.ts), the development server does for its
 * direct visitors: X-Forwarded-For is the visitor's own address (their connection's), never one a
 * client wrote. The API, told to believe the site (TRUST_PROXY, set by the start command), then
 * limits each visitor on their own budget, for the console's calls and the /api proxy alike.
 */
export function visitorAddress(): Plugin {
  return {
    name: "visitor-address",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
        next();
      });
    },
  };
}
