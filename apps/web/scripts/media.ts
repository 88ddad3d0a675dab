/**
 * Builds public/media from the source art in media-source/ (`pnpm --filter @firm/web media`): every
 * picture of `images` as AVIF and WebP at each of its widths, and the hero video as WebM (VP9) and MP4
 * (H.264, yuv420p, faststart) per rendition, with no audio track. The video is the firm's footage
 * (media-source/<name>.mp4 …) fitted and cut to a loop, or, while there is none, a slow seamless pan
 * and zoom over the hero picture. The firm's own photographs and footage replace the files in
 * media-source/ under the same names: run this again and commit public/media.
 *
 * Pictures need only sharp (npm); video needs ffmpeg (Debian: `apt-get install ffmpeg`), or pass
 * `--images-only`. Prints every file's size and exits non-zero when one is over its budget.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp, { type Sharp } from "sharp";
import {
  heroVideo,
  type ImageSpec,
  imageFile,
  images,
  type VideoSpec,
  videoFile,
  videoFormats,
} from "../app/lib/media.ts";

const run = promisify(execFile);
const sourceDir = fileURLToPath(new URL("../media-source/", import.meta.url));
const outputDir = fileURLToPath(new URL("../public/media/", import.meta.url));

/** Photographs are preferred to vector art when both exist. */
const stillExtensions = ["jpg", "jpeg", "png", "webp", "tif", "tiff", "avif", "svg"];
const footageExtensions = ["mp4", "mov", "webm", "mkv"];

type Output = { file: string; bytes: number; maxBytes: number };

async function findSource(name: string, extensions: readonly string[]): Promise<string | undefined> {
  const files = new Set(await readdir(sourceDir));
  const extension = extensions.find((candidate) => files.has(`${name}.${candidate}`));
  return extension ? join(sourceDir, `${name}.${extension}`) : undefined;
}

/** The source art cropped (centred) to the spec's aspect at `width`; vector art is rendered at that size. */
async function still(spec: ImageSpec, width: number): Promise<Sharp> {
  const file = await findSource(spec.name, stillExtensions);
  if (!file) throw new Error(`No source picture ${spec.name}.{${stillExtensions}} in ${sourceDir}`);
  const { width: naturalWidth = width, height: naturalHeight = width } = await sharp(file).metadata();
  const height = Math.round((width * spec.height) / spec.width);
  const scale = Math.max(width / naturalWidth, height / naturalHeight);
  const options = file.endsWith(".svg") ? { density: 72 * Math.max(1, scale) } : {};
  return sharp(file, options).rotate().resize(width, height, { fit: "cover" });
}

async function measured(path: string, maxBytes: number): Promise<Output> {
  return { file: path.slice(outputDir.length), bytes: (await stat(path)).size, maxBytes };
}

async function buildImage(spec: ImageSpec): Promise<Output[]> {
  const outputs: Output[] = [];
  for (const width of spec.widths) {
    const avif = join(outputDir, imageFile(spec.name, width, "avif"));
    const webp = join(outputDir, imageFile(spec.name, width, "webp"));
    await (await still(spec, width)).avif({ quality: 50, effort: 6 }).toFile(avif);
    await (await still(spec, width)).webp({ quality: 72, effort: 6 }).toFile(webp);
    outputs.push(await measured(avif, spec.maxBytes), await measured(webp, spec.maxBytes));
  }
  return outputs;
}

/**
 * A seamless loop over a still (one input frame held for every output frame): the zoom goes 1 → 1.08 → 1 along a cosine and the view drifts sideways
 * along a sine, so the last frame runs smoothly into the first. The still is three times the output
 * width, which keeps zoompan's whole-pixel steps below a third of an output pixel.
 */
function panAndZoom(spec: VideoSpec, width: number, height: number): string {
  const frames = spec.durationSeconds * spec.framesPerSecond;
  const phase = `2*PI*on/${frames}`;
  return [
    `zoompan=z='1+0.08*(1-cos(${phase}))/2'`,
    `x='(iw-iw/zoom)*(0.5+0.4*sin(${phase}))'`,
    `y='(ih-ih/zoom)*(0.5-0.25*sin(${phase}))'`,
    `d=${frames}:s=${width}x${height}:fps=${spec.framesPerSecond}`,
  ].join(":");
}

/** Footage: cropped to fill the rendition, cut to the loop's length. */
function fitFootage(spec: VideoSpec, width: number, height: number): string {
  return `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},fps=${spec.framesPerSecond}`;
}

const encoders: Record<(typeof videoFormats)[number]["extension"], string[]> = {
  webm: [
    "-c:v",
    "libvpx-vp9",
    "-crf",
    "34",
    "-b:v",
    "0",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-row-mt",
    "1",
  ],
  mp4: ["-c:v", "libx264", "-preset", "slow", "-crf", "26", "-profile:v", "high", "-movflags", "+faststart"],
};

async function buildVideo(spec: VideoSpec): Promise<Output[]> {
  const footage = await findSource(spec.name, footageExtensions);
  const work = await mkdtemp(join(tmpdir(), "firm-media-"));
  try {
    const largest = spec.renditions[0];
    if (!largest) throw new Error(`${spec.name} has no rendition`);
    let input = footage ? ["-i", footage] : [];
    if (!footage) {
      const poster = join(work, "poster.png");
      await (await still(spec.poster, largest.width * 3)).png({ compressionLevel: 1 }).toFile(poster);
      input = ["-i", poster];
    }
    const outputs: Output[] = [];
    for (const { width, height } of spec.renditions) {
      const filter = footage ? fitFootage(spec, width, height) : panAndZoom(spec, width, height);
      for (const format of videoFormats) {
        const file = join(outputDir, videoFile(spec.name, height, format.extension));
        await run(
          "ffmpeg",
          [
            ...["-hide_banner", "-loglevel", "error", "-y", ...input],
            ...[
              "-vf",
              `${filter},format=yuv420p`,
              "-frames:v",
              String(spec.durationSeconds * spec.framesPerSecond),
            ],
            ...encoders[format.extension],
            ...["-an", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", file],
          ],
          { maxBuffer: 16 * 1024 * 1024 },
        );
        outputs.push(await measured(file, spec.maxBytes));
      }
    }
    return outputs;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await mkdir(outputDir, { recursive: true });
const outputs: Output[] = [];
for (const spec of Object.values(images)) outputs.push(...(await buildImage(spec)));
if (!process.argv.includes("--images-only")) outputs.push(...(await buildVideo(heroVideo)));

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
for (const { file, bytes, maxBytes } of outputs) {
  const verdict = bytes <= maxBytes ? "ok" : `OVER BUDGET (${kilobytes(maxBytes)})`;
  console.log(`${file.padEnd(32)} ${kilobytes(bytes).padStart(10)}  ${verdict}`);
}
const total = outputs.reduce((sum, output) => sum + output.bytes, 0);
console.log(`${"total".padEnd(32)} ${kilobytes(total).padStart(10)}`);
if (outputs.some((output) => output.bytes > output.maxBytes)) process.exitCode = 1;
