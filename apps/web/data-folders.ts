import { realpathSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The checkout's own data folder, the start command's default DEV_DATA_DIR. */
const checkoutData = fileURLToPath(new URL("../../.data", import.meta.url));

/**
 * Where `file` really is: every symbolic link on its path resolved. A path that does not exist (yet)
 * is resolved as far as it does, so a file reached through a link to a folder is known by its folder.
 */
export function realPathOf(file: string): string {
  let head = resolve(file);
  const rest: string[] = [];
  for (;;) {
    try {
      return join(realpathSync(head), ...rest);
    } catch {
      const parent = dirname(head);
      if (parent === head) return resolve(file);
      rest.unshift(basename(head));
      head = parent;
    }
  }
}

/**
 * The development data folders, as real paths: the database's files and the e-mails the API writes
 * (the checkout's `.data`, and DEV_DATA_DIR and MAIL_DIR, which the start command resolves once to
 * absolute real paths for the site and the API alike). Old row versions in the table files and the
 * e-mails hold sign-in links and visitors' names (decision 0081).
 */
export function dataFolders(environment: NodeJS.ProcessEnv = process.env): string[] {
  const configured = [environment.DEV_DATA_DIR, environment.MAIL_DIR].filter((folder): folder is string =>
    Boolean(folder),
  );
  return [...new Set([checkoutData, ...configured].map(realPathOf))];
}

export const isInside = (file: string, folders: readonly string[]): boolean =>
  folders.some((folder) => file === folder || file.startsWith(`${folder}${sep}`));

/**
 * The files a development-server address may name: under `/@fs/` an absolute path, else a path
 * under the app's root or its public folder. Undecodable addresses name none (Vite refuses them).
 */
export function requestedFiles(url: string, root: string, publicDir: string): string[] {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split(/[?#]/, 1)[0] ?? "");
  } catch {
    return [];
  }
  if (pathname.startsWith("/@fs/")) return [pathname.slice("/@fs".length)];
  return [join(root, pathname), join(publicDir, pathname)];
}

/**
 * Serves nothing whose real path is in a data folder: Vite's own deny list matches the address, not
 * where a symbolic link inside the checkout points. Every request is checked
 * by the files it names (403), and every module Vite loads by its resolved path.
 */
export function dataFolderGuard(environment: NodeJS.ProcessEnv = process.env): Plugin {
  const folders = dataFolders(environment);
  const refused = (file: string) => isInside(realPathOf(file), folders);
  let root = process.cwd();
  let publicDir = join(root, "public");
  return {
    name: "data-folder-guard",
    apply: "serve",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir || publicDir;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!requestedFiles(request.url ?? "/", root, publicDir).some(refused)) return next();
        response.statusCode = 403;
        response.end();
      });
    },
    load(id) {
      const file = id.split("?", 1)[0] ?? "";
      if (file.startsWith(sep) && refused(file)) throw new Error("refused: a development data folder");
      return null;
    },
  };
}
