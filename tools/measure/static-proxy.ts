import { existsSync } from "node:fs";
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { startLocalProxy } from "@firm/infra/proxy/local-proxy";
import { withoutScripts } from "./calibration-page.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const webBuild = join(root, "apps/web/build");

/** The floor page's path: a copy of a page of the site with every script removed, written as a file. */
export const floorPath = "/floor";

export type StaticProxy = { origin: string; stop: () => Promise<void> };

/**
 * Debian's nginx with the production templates (infra/proxy, as `pnpm prod` renders them) serving a
 * snapshot of the web build's files over HTTPS, nothing behind it (the pages need nothing). Beside
 * them, the floor page: `floorSample` without its scripts, written into the same folder with brotli
 * and gzip copies as the build writes them, so nginx serves it exactly as it serves the pages.
 */
export async function startStaticProxy(floorSample: string): Promise<StaticProxy> {
  if (!existsSync(join(webBuild, "page-headers.conf"))) {
    throw new Error("apps/web/build is missing: run `pnpm --filter @firm/web build` first");
  }
  const dir = await mkdtemp(join(tmpdir(), "firm-measure-static-"));
  await chmod(dir, 0o755);
  await cp(join(webBuild, "client"), join(dir, "static"), { recursive: true });
  await cp(join(webBuild, "page-headers.conf"), join(dir, "page-headers.conf"));
  const sample = await readFile(join(dir, "static", floorSample, "index.html"), "utf8");
  const floor = withoutScripts(sample);
  await mkdir(join(dir, "static", floorPath), { recursive: true });
  const file = join(dir, "static", floorPath, "index.html");
  await writeFile(file, floor);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(floor, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(floor, { level: 9 }));
  try {
    const proxy = await startLocalProxy({ staticRoot: join(dir, "static") });
    const stop = async () => {
      await proxy.stop();
      await rm(dir, { recursive: true, force: true });
    };
    return { origin: proxy.origin, stop };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
