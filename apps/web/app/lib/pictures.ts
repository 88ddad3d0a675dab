import { firm, type PracticeSlug } from "@firm/content/firm";
import type { PictureSource, ResponsiveImage } from "@firm/ui/picture";
import { type ImageSpec, imageFile, imageFormats, mediaUrl, type PracticeCrop } from "./media.ts";

/**
 * The <picture> sources the server-rendered pages show, and the practice areas' pictures: the
 * files are listed and built as media.ts says. Kept apart from media.ts so the home hero's video
 * island, which imports that module, does not carry them to the browser.
 */

/** The practice pictures add JPEG for browsers that take neither AVIF nor WebP. */
const withJpeg = [...imageFormats, { extension: "jpg", type: "image/jpeg" }] as const;

/**
 * Art-directed crops of each practice area's picture: 4:3 on its service card, wide behind a page's
 * hero on larger screens and upright behind it on a phone (`media`).
 */
export const practiceCrops = {
  card: { width: 1200, height: 900, widths: [400, 640, 960], maxBytes: 60_000 },
  wide: { width: 1920, height: 768, widths: [960, 1280, 1920], maxBytes: 120_000 },
  phone: { width: 900, height: 1200, widths: [480, 720, 960], maxBytes: 90_000 },
} as const satisfies Record<PracticeCrop, Pick<ImageSpec, "width" | "height" | "widths" | "maxBytes">>;

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

/** One source per format (best first), each listing every width; `media` for art direction. */
function imageSources(spec: ImageSpec, media?: string): PictureSource[] {
  const srcSet = (extension: string) =>
    spec.widths.map((width) => `${mediaUrl(imageFile(spec.name, width, extension))} ${width}w`).join(", ");
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
    src: mediaUrl(imageFile(spec.name, fallbackWidth, fallback)),
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
