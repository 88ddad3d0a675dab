import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import { fonts, motion } from "./tokens.ts";

/** Styles for the accessibility settings on the root (settings-attributes.ts) and the user's OS preferences. */

// Large cursor: a 48px arrow and hand, drawn inline (no request), outlined so they show on any colour.
const cursor = (path: string, x: number, y: number, fallback: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='48' height='48' viewBox='0 0 24 24'><path d='${path}' fill='#000' stroke='#fff' stroke-width='1.2' stroke-linejoin='round'/></svg>`,
  )}") ${x} ${y}, ${fallback}`;

const arrow = cursor("M4 2l14 11.5-6.2.8 3.6 7.2-2.8 1.4-3.6-7.3L4 20z", 8, 4, "auto");
const hand = cursor(
  "M9 2.5a1.5 1.5 0 0 1 3 0V10h.5V8a1.5 1.5 0 0 1 3 0v2h.5V9a1.5 1.5 0 0 1 3 0v7a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-2.7L3 14.5a1.5 1.5 0 0 1 2.4-1.8L9 16z",
  20,
  4,
  "pointer",
);

globalStyle('[data-cursor="large"], [data-cursor="large"] *', { cursor: `${arrow} !important` });

globalStyle(
  '[data-cursor="large"] :is(a, button, label, select, summary, [role="button"], [role="switch"], [role="radio"])',
  { cursor: `${hand} !important` },
);

// Highlighted links: every link gets a solid highlight and a thick underline, whatever its own style.
globalStyle("[data-highlight-links] a", {
  background: `${vars.color.highlight} !important`,
  color: `${vars.color.highlightText} !important`,
  textDecoration: "underline 2px !important",
  outline: `2px solid ${vars.color.highlightText}`,
});

// Readable font: both families switch to a wide sans-serif.
globalStyle("[data-readable-font]", {
  vars: { [vars.font.body]: fonts.readable, [vars.font.heading]: fonts.readable },
});

// Text spacing at the values of WCAG 1.4.12: line height >= 1.5, paragraphs 2em apart,
// letters 0.12em and words 0.16em. Components never fix heights, so nothing clips.
globalStyle("[data-text-spacing]", {
  vars: { [vars.lineHeight.body]: "1.8", [vars.lineHeight.heading]: "1.5" },
});

globalStyle("[data-text-spacing] *", {
  letterSpacing: "0.12em !important",
  wordSpacing: "0.16em !important",
});

globalStyle("[data-text-spacing] p", { marginBlockEnd: "2em !important" });

// A new text size (or spacing, or font) lays the whole page out again: on a long page at phone width,
// hundreds of milliseconds on a slow phone. Page sections remember the size they last had on screen
// (`auto`: only used under size containment, so nothing changes at load), and from the first change
// in the accessibility panel on (settings-attributes.ts) those off screen skip layout and paint until
// they come near the viewport, keeping that size meanwhile, so a change lays out what the visitor sees.
const pageSections = ":is(main > section, body > footer)";
globalStyle(pageSections, { containIntrinsicSize: "auto 600px" });
globalStyle(`[data-offscreen="skipped"] ${pageSections}`, { contentVisibility: "auto" });

// Reduced motion by default when the system asks: durations drop to zero, nothing loops.
globalStyle(":root", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      vars: Object.fromEntries(
        Object.keys(motion).map((key) => [vars.motion[key as keyof typeof motion], "0ms"]),
      ),
    },
  },
});

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});
