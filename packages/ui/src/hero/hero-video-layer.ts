import { videoBackdrop } from "./hero.css.ts";

/**
 * Places a BackgroundVideo's layer over the hero's picture (its `className`). A module of its own, so
 * that an island rendering only the video does not load the hero with it.
 */
export const heroVideoLayer = videoBackdrop;
