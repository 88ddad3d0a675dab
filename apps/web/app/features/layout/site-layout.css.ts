import { floatingZone } from "@firm/ui/floating-zone";
import { globalStyle, style } from "@vanilla-extract/css";

export const main = style({ display: "block", outline: "none" });

/** The gap kept between the sticky header bar and the element scrolled into view below it. */
export const stickyHeaderGap = "1rem";

// The sticky header never hides the element that has focus or the target of an in-page link: the
// scroll padding is the bar's measured height plus the gap, set on <html> by
// sticky-header-offset.ts, and 7rem until the script has measured it.
// Nor do the floating controls at the bottom (decision 0085): focus scrolls the element up clear
// of their band, with the same gap.
globalStyle("html", {
  scrollPaddingTop: `calc(6rem + ${stickyHeaderGap})`,
  scrollPaddingBottom: `calc(${floatingZone} + ${stickyHeaderGap})`,
});
