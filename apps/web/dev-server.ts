import { resolve } from "node:path";
import type { ServerOptions } from "vite";

/** Vite's own defaults for `server.fs.deny`, which setting the option replaces. */
const viteDefaultDeny = [".env", ".env.*", "*.{crt,pem}", "**/.git/**"];

/**
 * The development data folders: the database's files and the e-mails the API writes (`.data` by
 * default, or DEV_DATA_DIR / MAIL_DIR as the start command sets them). Old row versions in the
 * table files and the e-mails hold sign-in links and visitors' names, so the development server
 * neither serves them through `/@fs/` nor watches them (decision 0081).
 */
export function dataFolders(environment: NodeJS.ProcessEnv = process.env): string[] {
  const configured = [environment.DEV_DATA_DIR, environment.MAIL_DIR]
    .filter((folder): folder is string => Boolean(folder))
    .map((folder) => `${resolve(folder)}/**`);
  return ["**/.data/**", ...configured];
}

/**
 * Vite's cache of pre-bundled dependencies, one per copy of the development server (keyed by its
 * port, WEB_PORT): two copies started from one checkout would otherwise share one folder, and when
 * one re-bundles (a dependency found at run time) the other's pages load a second React and every
 * island fails with "Invalid hook call" (issue 40, finding 2; decision 0093). Relative to apps/web.
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
  const data = dataFolders(environment);
  return {
    // In development the site reaches the API under /api, as it does behind the production proxy.
    proxy: { "/api": { target: apiOrigin, changeOrigin: false } },
    cors: false,
    fs: { deny: [...viteDefaultDeny, ...data] },
    watch: { ignored: data },
  };
}
