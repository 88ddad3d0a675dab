import type { HeroBackground } from "@firm/ui/hero";

/**
 * Self-hosted hero pictures (public/media). The home page's spec asks for a muted looping video: until
 * the firm's video exists, its poster stands in as a picture.
 */
export const homeHeroBackground: HeroBackground = {
  kind: "image",
  src: "/media/home-hero.svg",
  width: 1920,
  height: 1080,
};

export const pageHeroBackground: HeroBackground = {
  kind: "image",
  src: "/media/page-hero.svg",
  width: 1600,
  height: 640,
};
