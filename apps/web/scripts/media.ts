/**
 * Builds public/media from the source art in media-source/ (`pnpm --filter @firm/web media`): every
 * picture of `images` as AVIF and WebP at each of its widths, and the hero video as WebM (VP9) and MP4
 * (H.264, yuv420p, faststart) per rendition, with no audio track. Each practice area's picture is
 * also built in three art-directed crops (AVIF, WebP and JPEG): from the firm's photograph
 * media-source/practice-<slug>.jpg when there is one (cropped around its most salient part), else
 * from the illustration scripts/practice-art.ts draws for that crop. The video is the firm's footage
 * (media-source/<name>.mp4 …) fitted and cut to a loop, or, while there is none, a slow seamless pan
 * and zoom over the hero picture. The firm's own photographs and footage replace the files in
 * media-source/ under the same names: run this again and commit public/media.
 *
 * Pictures need only sharp (npm); video needs ffmpeg (Debian: `apt-get install ffmpeg`), or pass
 * `--images-only` (`--practice-only`: only the practice areas' pictures). Prints every file's size and exits non-zero when one is over its budget.
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
  type ImageFormat,
  type ImageSpec,
  imageFile,
  imageFormats,
  images,
  type VideoSpec,
  videoFile,
  videoFormats,
} from "../app/lib/media.ts";
import { practiceImages } from "../app/lib/pictures.ts";
import { practiceArt } from "./practice-art.ts";

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

/**
 * The source art cropped to the spec's aspect at `width` (centred; a practice photograph around its
 * most salient part); vector art is rendered at that size. Without a source file, a practice area's
 * illustration is drawn for the crop.
 */
async function still(spec: ImageSpec, width: number): Promise<Sharp> {
  const name = spec.source ?? spec.name;
  const file = await findSource(name, stillExtensions);
  const height = Math.round((width * spec.height) / spec.width);
  if (!file && spec.art) {
    const svg = await practiceArt(spec.art.practice, spec.art.crop, spec.width, spec.height);
    const density = 72 * Math.max(1, width / spec.width);
    return sharp(Buffer.from(svg), { density }).resize(width, height, { fit: "cover" });
  }
  if (!file) throw new Error(`No source picture ${name}.{${stillExtensions}} in ${sourceDir}`);
  const { width: naturalWidth = width, height: naturalHeight = width } = await sharp(file).metadata();
  const scale = Math.max(width / naturalWidth, height / naturalHeight);
  const options = file.endsWith(".svg") ? { density: 72 * Math.max(1, scale) } : {};
  const position = spec.art ? sharp.strategy.attention : "centre";
  return sharp(file, options).rotate().resize(width, height, { fit: "cover", position });
}

async function measured(path: string, maxBytes: number): Promise<Output> {
  return { file: path.slice(outputDir.length), bytes: (await stat(path)).size, maxBytes };
}

/**
 * AVIF at effort 6 for the heroes; the 16 practice areas' 432 files take effort 2, about ten times
 * faster on a busy 2-core machine for files a few kB larger (their art is flat colour and thin lines).
 */
const encoders: Record<ImageFormat["extension"], (picture: Sharp, spec: ImageSpec) => Sharp> = {
  avif: (picture, spec) => picture.avif({ quality: 50, effort: spec.art ? 2 : 6 }),
  webp: (picture) => picture.webp({ quality: 72, effort: 6 }),
  jpg: (picture) => picture.jpeg({ quality: 72, mozjpeg: true }),
};

/** The picture is drawn (or decoded and cropped) once at its largest width, then scaled down for each. */
async function buildImage(spec: ImageSpec): Promise<Output[]> {
  const largest = Math.max(...spec.widths);
  const { data, info } = await (await still(spec, largest)).raw().toBuffer({ resolveWithObject: true });
  const outputs: Output[] = [];
  for (const width of spec.widths) {
    for (const { extension } of spec.formats ?? imageFormats) {
      const file = join(outputDir, imageFile(spec.name, width, extension));
      const picture = sharp(data, { raw: info }).resize(width);
      await encoders[extension](picture, spec).toFile(file);
      outputs.push(await measured(file, spec.maxBytes));
    }
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

const videoEncoders: Record<(typeof videoFormats)[number]["extension"], string[]> = {
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
            ...videoEncoders[format.extension],
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
const practiceOnly = process.argv.includes("--practice-only");
const stills = practiceOnly ? practiceImages : [...Object.values(images), ...practiceImages];
for (const spec of stills) outputs.push(...(await buildImage(spec)));
if (!practiceOnly && !process.argv.includes("--images-only")) {
  outputs.push(...(await buildVideo(heroVideo)));
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
for (const { file, bytes, maxBytes } of outputs) {
  const verdict = bytes <= maxBytes ? "ok" : `OVER BUDGET (${kilobytes(maxBytes)})`;
  console.log(`${file.padEnd(48)} ${kilobytes(bytes).padStart(10)}  ${verdict}`);
}
const total = outputs.reduce((sum, output) => sum + output.bytes, 0);
console.log(`${"total".padEnd(48)} ${kilobytes(total).padStart(10)}`);
if (outputs.some((output) => output.bytes > output.maxBytes)) process.exitCode = 1;
