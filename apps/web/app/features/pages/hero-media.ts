import type { HeroBackground } from "@firm/ui/hero";
import { heroVideo, images, responsiveImage, videoSources } from "../../lib/media.ts";

/** Hero pictures cover the full width of the viewport. */
const heroSizes = "100vw";

/**
 * The home page's muted looping video (spec §2 Home) over its poster picture, all self-hosted
 * (public/media, built by scripts/media.ts). `labels` name its pause/play button.
 */
export function homeHeroBackground(labels: { pause: string; play: string }): HeroBackground {
  return {
    kind: "video",
    poster: responsiveImage(images.homeHero, heroSizes),
    sources: videoSources(heroVideo),
    labels,
  };
}

export const pageHeroBackground: HeroBackground = {
  kind: "image",
  image: responsiveImage(images.pageHero, heroSizes),
};
