import type { HeroBackground } from "@firm/ui/hero";
import { images, responsiveImage } from "../../lib/media.ts";

/** Hero pictures cover the full width of the viewport. */
const heroSizes = "100vw";

/** The home page's picture, under its video (home-hero-video.tsx), all self-hosted (public/media, built by scripts/media.ts). */
export const homeHeroPoster = responsiveImage(images.homeHero, heroSizes);

export const pageHeroBackground: HeroBackground = {
  kind: "image",
  image: responsiveImage(images.pageHero, heroSizes),
};
