import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Writes `.br` and `.gz` copies beside every compressible file of a static folder (the web build's
 * client output), at the highest levels, so nginx (brotli_static / gzip_static) and server.ts serve
 * them instead of compressing on every request at a lower level. Runs as part of `build`. Skips files
 * whose copies are already newer.
 * Usage: node scripts/precompress.ts <folder>
 */
const compressible = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".html",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
]);
const minimumBytes = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.has(extname(entry.name))) yield path;
  }
}

async function isFresh(copy: string, sourceTime: number): Promise<boolean> {
  return stat(copy).then(
    (info) => info.mtimeMs >= sourceTime,
    () => false,
  );
}

const folder = process.argv[2];
if (!folder) {
  console.error("usage: node scripts/precompress.ts <folder>");
  process.exit(2);
}

let written = 0;
let original = 0;
let compressed = 0;
for await (const path of files(folder)) {
  const source = await stat(path);
  if (source.size < minimumBytes || (await isFresh(`${path}.br`, source.mtimeMs))) continue;
  const body = await readFile(path);
  const br = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = await gzipAsync(body, { level: 9 });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gz);
  written += 1;
  original += body.length;
  compressed += br.length;
}
console.log(
  `precompressed ${written} files in ${folder}: ${(original / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB brotli`,
);
