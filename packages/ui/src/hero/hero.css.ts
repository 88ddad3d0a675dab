import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { media } from "../theme/tokens.ts";

export const hero = recipe({
  base: {
    position: "relative",
    display: "grid",
    alignItems: "center",
    overflow: "hidden",
    isolation: "isolate",
    paddingBlock: vars.space.xxl,
    borderBlockEnd: `4px solid ${vars.color.accent}`,
  },
  variants: {
    size: {
      // On a phone the text starts at the top, not in the middle of a band taller than the screen
      // below the header: its heading and buttons stay on the first screen (decision 0085).
      // (The picture's and the video's hosts are rows of the grid too: packing the rows at the top
      // keeps them from taking a share of the band's height above the text.) The text starts below
      // the video's pause button, in the top end corner.
      full: {
        minHeight: "min(100svh, 56rem)",
        alignContent: "start",
        paddingBlockStart: `calc(${vars.space.md} + ${vars.size.target} + ${vars.space.sm})`,
        "@media": { [media.tablet]: { alignContent: "normal", paddingBlockStart: vars.space.xxl } },
      },
      // On a phone a page's hero fills the first screen below the header (8–8.5rem there), so what
      // follows starts at the fold, never half under the floating controls; its text starts at the
      // top, closer under the header, so the buttons stay clear of the controls even below a
      // five-line Spanish heading (decision 0085).
      page: {
        minHeight: "max(24rem, calc(100svh - 8rem))",
        alignContent: "start",
        paddingBlockStart: vars.space.xl,
        "@media": {
          [media.tablet]: { minHeight: "24rem", alignContent: "normal", paddingBlockStart: vars.space.xxl },
        },
      },
    },
  },
  defaultVariants: { size: "page" },
});

export const backdrop = style({
  position: "absolute",
  inset: 0,
  zIndex: -2,
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

/**
 * The video's layer over the picture, one pixel short at the top. Chrome measures a picture's
 * largest-contentful-paint area on whole pixels and a video's on fractions, so a video in exactly the
 * picture's box can measure a fraction of a pixel larger and replace it as the largest paint; one
 * pixel less keeps the server-rendered picture, loaded first, the page's largest paint (the row of
 * picture left showing is under the scrim).
 */
export const videoBackdrop = style([backdrop, { insetBlockStart: "1px", height: "auto" }]);

/** Keeps text readable over any picture: the band's canvas, translucent, strongest behind the text. */
export const scrim = style({
  position: "absolute",
  inset: 0,
  zIndex: -1,
  background: vars.color.scrim,
  "@media": {
    [media.desktop]: {
      background: `linear-gradient(90deg, ${vars.color.scrim} 0%, ${vars.color.scrim} 55%, transparent 100%)`,
    },
  },
});

const fadeIn = keyframes({
  from: { opacity: 0, transform: "translateY(0.75rem)" },
  to: { opacity: 1, transform: "none" },
});

export const content = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "44rem",
  animationName: fadeIn,
  animationDuration: vars.motion.slow,
  animationTimingFunction: "ease-out",
  animationFillMode: "both",
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
});

/**
 * On a phone after the buttons, so they come right after the heading on the first screen, above the
 * floating controls (decision 0085); a description has no links, so the focus order stays as shown.
 */
export const description = style({
  order: 1,
  margin: 0,
  color: vars.color.text,
  maxWidth: vars.size.measure,
  "@media": { [media.tablet]: { order: 0 } },
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
