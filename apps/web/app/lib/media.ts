import { firm, type PracticeSlug } from "@firm/content/firm";
import type { VideoSource } from "@firm/ui/background-video";
import type { PictureSource, ResponsiveImage } from "@firm/ui/picture";

/**
 * The site's self-hosted pictures and video: what `scripts/media.ts` generates into public/media from
 * the source art in media-source/, and the URLs the pages use. One list for both, so a page never
 * asks for a file that was not built.
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

/** The practice pictures add JPEG for browsers that take neither AVIF nor WebP. */
const withJpeg = [...imageFormats, { extension: "jpg", type: "image/jpeg" }] as const;

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

/**
 * Art-directed crops of each practice area's picture: 4:3 on its service card, wide behind a page's
 * hero on larger screens and upright behind it on a phone (`media`).
 */
export const practiceCrops = {
  card: { width: 1200, height: 900, widths: [400, 640, 960], maxBytes: 60_000 },
  wide: { width: 1920, height: 768, widths: [960, 1280, 1920], maxBytes: 120_000 },
  phone: { width: 900, height: 1200, widths: [480, 720, 960], maxBytes: 90_000 },
} as const;

export type PracticeCrop = keyof typeof practiceCrops;

/** Hero pictures on screens this narrow take the phone crop. */
export const phoneMedia = "(max-width: 40rem)";

export function practiceImage(practice: PracticeSlug, crop: PracticeCrop): ImageSpec {
  return {
    name: `practice-${practice}-${crop}`,
    source: `practice-${practice}`,
    art: { practice, crop },
    formats: withJpeg,
    ...practiceCrops[crop],
  };
}

/** Every practice area's three crops: what scripts/media.ts builds. */
export const practiceImages: readonly ImageSpec[] = firm.practiceSlugs.flatMap((practice) =>
  (Object.keys(practiceCrops) as PracticeCrop[]).map((crop) => practiceImage(practice, crop)),
);

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

/** One source per format (best first), each listing every width; `media` for art direction. */
function imageSources(spec: ImageSpec, media?: string): PictureSource[] {
  const srcSet = (extension: string) =>
    spec.widths.map((width) => `${url(imageFile(spec.name, width, extension))} ${width}w`).join(", ");
  return (spec.formats ?? imageFormats).map((format) => ({
    type: format.type,
    srcSet: srcSet(format.extension),
    ...(media ? { media } : {}),
  }));
}

/** A <picture> for `spec`: a source per format at every width, `sizes` as laid out on the page. */
export function responsiveImage(spec: ImageSpec, sizes: string, alt = ""): ResponsiveImage {
  const fallbackWidth = spec.widths.find((width) => width >= 1280) ?? spec.widths.at(-1) ?? spec.width;
  const fallback = (spec.formats ?? imageFormats).at(-1)?.extension ?? "webp";
  return {
    src: url(imageFile(spec.name, fallbackWidth, fallback)),
    sources: imageSources(spec),
    sizes,
    width: spec.width,
    height: spec.height,
    alt,
  };
}

/**
 * A practice area's hero picture: the phone crop's sources (with `media`) before the wide crop's,
 * so a phone fetches only the upright picture; the <img> has the wide crop's dimensions.
 */
export function practiceHeroImage(practice: PracticeSlug, sizes: string, alt = ""): ResponsiveImage {
  const wide = responsiveImage(practiceImage(practice, "wide"), sizes, alt);
  const phone = imageSources(practiceImage(practice, "phone"), phoneMedia);
  return { ...wide, sources: [...phone, ...(wide.sources ?? [])] };
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
