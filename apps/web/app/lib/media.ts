import type { VideoSource } from "@firm/ui/background-video";
import type { ResponsiveImage } from "@firm/ui/picture";

/**
 * The site's self-hosted pictures and video: what `scripts/media.ts` generates into public/media from
 * the source art in media-source/, and the URLs the pages use. One list for both, so a page never
 * asks for a file that was not built.
 */
export type ImageSpec = {
  /** Source file name without extension (media-source/<name>.jpg|png|webp|tif|svg). */
  name: string;
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

export const videoFormats = [
  { extension: "webm", type: "video/webm; codecs=vp9" },
  { extension: "mp4", type: "video/mp4" },
] as const;

const heroWidths = [640, 960, 1280, 1920] as const;

export const images = {
  homeHero: { name: "home-hero", width: 1920, height: 1080, widths: heroWidths, maxBytes: 150_000 },
  pageHero: { name: "page-hero", width: 1920, height: 768, widths: heroWidths, maxBytes: 100_000 },
} as const satisfies Record<string, ImageSpec>;

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

const url = (file: string) => `/media/${file}`;

/** A <picture> for `spec`: AVIF and WebP sources at every width, `sizes` as laid out on the page. */
export function responsiveImage(spec: ImageSpec, sizes: string, alt = ""): ResponsiveImage {
  const srcSet = (extension: string) =>
    spec.widths.map((width) => `${url(imageFile(spec.name, width, extension))} ${width}w`).join(", ");
  const fallbackWidth = spec.widths.find((width) => width >= 1280) ?? spec.widths.at(-1) ?? spec.width;
  return {
    src: url(imageFile(spec.name, fallbackWidth, "webp")),
    sources: imageFormats.map((format) => ({ type: format.type, srcSet: srcSet(format.extension) })),
    sizes,
    width: spec.width,
    height: spec.height,
    alt,
  };
}

/** Small screens' rendition first (a <source> with `media`), then the large one; WebM before MP4. */
export function videoSources(spec: VideoSpec): VideoSource[] {
  return [...spec.renditions].reverse().flatMap((rendition) =>
    videoFormats.map((format) => ({
      src: url(videoFile(spec.name, rendition.height, format.extension)),
      type: format.type,
      ...(rendition.media ? { media: rendition.media } : {}),
    })),
  );
}
