import type { PracticeSlug } from "@firm/content/firm";
import type { VideoSource } from "@firm/ui/background-video";

/**
 * The site's self-hosted pictures and video: what `scripts/media.ts` generates into public/media from
 * the source art in media-source/, and the URLs the pages use. One list for both, so a page never
 * asks for a file that was not built. The home hero's video island imports this module, so its
 * chunk carries what is here: the pictures' sources and the practice areas' crops are in
 * pictures.ts, which only the server-rendered pages use.
 */
export type ImageSpec = {
  /** Output file names start with it; also the source's name unless `source` says otherwise. */
  name: string;
  /** Source file name without extension (media-source/<source>.jpg|png|webp|tif|svg). */
  source?: string;
  /** Without a source file, the build draws this practice area's illustration for this crop. */
  art?: { practice: PracticeSlug; crop: PracticeCrop };
  /** Output formats, best first; the last is the <img> fallback. AVIF and WebP unless given. */
  formats?: readonly ImageFormat[];
  /** Aspect of every output (the source is cropped to it, centred): also the <img> width and height. */
  width: number;
  height: number;
  /** Output widths in pixels, smallest first. */
  widths: readonly number[];
  /** Budget for any one output file. */
  maxBytes: number;
};

export type VideoSpec = {
  /** Source footage media-source/<name>.mp4|mov|webm|mkv; without it, a slow pan over the still <poster>. */
  name: string;
  poster: ImageSpec;
  durationSeconds: number;
  framesPerSecond: number;
  /** Largest first; `media` picks a smaller rendition on small screens. */
  renditions: readonly { width: number; height: number; media?: string }[];
  maxBytes: number;
};

/** Every browser that supports <picture> and WebP uses a source; the <img> itself falls back to WebP. */
export const imageFormats = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
] as const;

export type ImageFormat = { extension: "avif" | "webp" | "jpg"; type: string };

export const videoFormats = [
  { extension: "webm", type: "video/webm; codecs=vp9" },
  { extension: "mp4", type: "video/mp4" },
] as const;

const heroWidths = [640, 960, 1280, 1920] as const;

export const images = {
  homeHero: { name: "home-hero", width: 1920, height: 1080, widths: heroWidths, maxBytes: 150_000 },
  pageHero: { name: "page-hero", width: 1920, height: 768, widths: heroWidths, maxBytes: 100_000 },
} as const satisfies Record<string, ImageSpec>;

/** The practice areas' pictures come in these crops (pictures.ts). */
export type PracticeCrop = "card" | "wide" | "phone";

export const heroVideo = {
  name: "home-hero-loop",
  poster: images.homeHero,
  durationSeconds: 12,
  framesPerSecond: 25,
  renditions: [
    { width: 1280, height: 720 },
    { width: 854, height: 480, media: "(max-width: 40rem)" },
  ],
  maxBytes: 1_000_000,
} as const satisfies VideoSpec;

export const imageFile = (name: string, width: number, extension: string) => `${name}-${width}w.${extension}`;
export const videoFile = (name: string, height: number, extension: string) =>
  `${name}-${height}p.${extension}`;

export const mediaUrl = (file: string) => `/media/${file}`;

/** Small screens' rendition first (a <source> with `media`), then the large one; WebM before MP4. */
export function videoSources(spec: VideoSpec): VideoSource[] {
  return [...spec.renditions].reverse().flatMap((rendition) =>
    videoFormats.map((format) => ({
      src: mediaUrl(videoFile(spec.name, rendition.height, format.extension)),
      type: format.type,
      ...(rendition.media ? { media: rendition.media } : {}),
    })),
  );
}
