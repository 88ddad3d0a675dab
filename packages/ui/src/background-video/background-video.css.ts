import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Transparent until it plays, then fades in over the picture beneath (same box: nothing moves). */
export const layer = style({
  opacity: 0,
  transition: `opacity ${vars.motion.slow} ease-in`,
  selectors: {
    '&[data-state="playing"], &[data-state="paused"]': { opacity: 1 },
  },
});

export const video = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

/**
 * In the top end corner of the positioned box: the bottom corners of the viewport hold the site's
 * fixed buttons, which would cover it (WCAG 2.4.11) when the box ends at the bottom of the screen.
 */
export const toggle = style({
  position: "absolute",
  insetInlineEnd: vars.space.md,
  insetBlockStart: vars.space.md,
  display: "grid",
  placeItems: "center",
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.pill,
  background: vars.color.canvas,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surface },
  },
});
