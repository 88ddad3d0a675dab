/**
 * The practice areas' illustrations, drawn while `scripts/media.ts` runs: one subject per practice
 * area from Phosphor's icon set (npm `@phosphor-icons/core`, MIT, see public/media/NOTICE.md), set in
 * the brand's scene of today's page hero (navy gradient, dotted ground, a brass glow and thin brass
 * rings) and drawn in brass at a light weight, so its lines read like the scales' strokes.
 * Each crop places the subject for its layout: centred on a card, in the right-hand third of a wide
 * hero (beside the text, where the desktop scrim fades out), low and to the right on a phone.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { PracticeSlug } from "@firm/content/firm";
import { palette } from "@firm/ui/tokens";
import type { PracticeCrop } from "../app/lib/media.ts";

/** The Phosphor icon (assets/light/<name>-light.svg) that stands for each practice area. */
export const practiceSubjects: Record<PracticeSlug, string> = {
  "catastrophic-injury": "wheelchair",
  "accident-injuries": "car-profile",
  "sexual-harassment": "hand-palm",
  "business-litigation": "briefcase",
  "wrongful-death": "flower-lotus",
  "civil-litigation": "gavel",
  "motorcycle-injuries": "motorcycle",
  "slip-fall-injuries": "stairs",
  "workers-compensation": "hard-hat",
  "medical-malpractice": "stethoscope",
  "dental-malpractice": "tooth",
  "truck-accident-injuries": "truck",
  "elder-abuse": "hand-heart",
  "product-liability": "package",
  "labor-employment-law": "users-three",
  "dog-bite-victims": "dog",
};

/** Where the subject sits, as fractions of the canvas: centre x and y, and its size against the height. */
const placements: Record<PracticeCrop, { x: number; y: number; size: number }> = {
  card: { x: 0.5, y: 0.5, size: 0.56 },
  wide: { x: 0.76, y: 0.5, size: 0.62 },
  phone: { x: 0.62, y: 0.66, size: 0.4 },
};

/** The icon's path data (Phosphor draws every icon as filled outlines on a 256-unit grid). */
async function iconPaths(name: string): Promise<string> {
  const file = fileURLToPath(import.meta.resolve(`@phosphor-icons/core/assets/light/${name}-light.svg`));
  const svg = await readFile(file, "utf8");
  const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]);
  if (paths.length === 0) throw new Error(`No path in Phosphor icon ${name}`);
  return paths.map((d) => `<path d="${d}"/>`).join("");
}

/** The practice area's illustration as an SVG document `width` × `height` units large. */
export async function practiceArt(
  slug: PracticeSlug,
  crop: PracticeCrop,
  width: number,
  height: number,
): Promise<string> {
  const place = placements[crop];
  const cx = width * place.x;
  const cy = height * place.y;
  const size = height * place.size;
  const unit = height / 640;
  const rings = [0.62, 0.9, 1.24]
    .map((factor) => `<circle cx="${cx}" cy="${cy}" r="${(size * factor).toFixed(1)}"/>`)
    .join("");
  const scale = size / 256;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    "<defs>",
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.navy950}"/><stop offset=".6" stop-color="${palette.navy800}"/><stop offset="1" stop-color="${palette.navy700}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${cx}" cy="${cy}" r="${size * 1.3}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${palette.brass400}" stop-opacity=".3"/><stop offset="1" stop-color="${palette.brass400}" stop-opacity="0"/></radialGradient>`,
    `<pattern id="dots" width="${28 * unit}" height="${28 * unit}" patternUnits="userSpaceOnUse"><circle cx="${2 * unit}" cy="${2 * unit}" r="${1.1 * unit}" fill="${palette.navy300}" fill-opacity=".16"/></pattern>`,
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>`,
    `<g fill="none" stroke="${palette.brass300}" stroke-opacity=".16" stroke-width="${2 * unit}">${rings}</g>`,
    `<circle cx="${cx}" cy="${cy}" r="${(size * 0.62).toFixed(1)}" fill="${palette.navy900}" fill-opacity=".55"/>`,
    `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="${palette.brass400}" fill-opacity=".85">`,
    await iconPaths(practiceSubjects[slug]),
    "</g></svg>",
  ].join("");
}
