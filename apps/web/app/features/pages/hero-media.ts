import type { PracticeSlug } from "@firm/content/firm";
import type { HeroBackground } from "@firm/ui/hero";
import type { ResponsiveImage } from "@firm/ui/picture";
import { images } from "../../lib/media.ts";
import { practiceHeroImage, practiceImage, responsiveImage } from "../../lib/pictures.ts";

/** Hero pictures cover the full width of the viewport. */
const heroSizes = "100vw";

/**
 * Service cards: columns of at least 17rem with 1.5rem gaps in a container at most 75rem wide (plus
 * its padding): one on a phone, then two, three and four.
 */
const cardSizes = "(min-width: 78rem) 18rem, (min-width: 58rem) 33vw, (min-width: 38rem) 50vw, 100vw";

/** The home page's picture, under its video (home-hero-video.tsx), all self-hosted (public/media, built by scripts/media.ts). */
export const homeHeroPoster = responsiveImage(images.homeHero, heroSizes);

export const pageHeroBackground: HeroBackground = {
  kind: "image",
  image: responsiveImage(images.pageHero, heroSizes),
};

/**
 * A practice area's pictures are decorative (empty alt, decision 0035): the card's heading and the
 * hero's h1 already name the subject they illustrate.
 */
export const practiceHeroBackground = (practice: PracticeSlug): HeroBackground => ({
  kind: "image",
  image: practiceHeroImage(practice, heroSizes),
});

export const practiceCardImage = (practice: PracticeSlug): ResponsiveImage =>
  responsiveImage(practiceImage(practice, "card"), cardSizes);
